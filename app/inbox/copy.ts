/** Copy for what waits for staff on /admin: the overview's counts and the inbox. */
/** The admin overview's counts, each linking to where staff deal with them. */
export const overviewCountsCopy = [
  { key: "newEnquiries", label: "Nye henvendelser", href: "/admin/henvendelser" },
  {
    key: "unansweredMessages",
    label: "Ubesvarte meldinger i kundeprosjekter",
    href: "/admin/kundeprosjekter",
  },
  {
    key: "waitingProjects",
    label: "Kundeprosjekter som venter på oss",
    href: "/admin/kundeprosjekter",
  },
  { key: "subscribers", label: "Abonnenter på nyhetsbrevet", href: "/admin/nyhetsbrev" },
  { key: "pendingMails", label: "E-poster i kø", href: "/admin/henvendelser" },
  { key: "failedMails", label: "E-poster som feilet", href: "/admin/henvendelser" },
] as const;

/** The kinds of thing the inbox lists (decision 302). */
export type InboxKind =
  "enquiry" | "reply" | "quote-answer" | "project" | "unplaced" | "failed-mail" | "quote";

const projectReasons = {
  message: "ny melding",
  pin: "kommentar på bilde",
  approval: "godkjent, venter på leveranse",
  quoteAccepted: "tilbudet er akseptert",
  quoteDeclined: "tilbudet er avslått",
} as const;

/** The inbox of what waits for a person: the first thing on /admin, its count in the menu. */
export const inboxCopy = {
  heading: "Innboks",
  tableLabel: "Det som venter",
  intro: "Alt som venter på et svar eller en handling fra oss, nyeste først.",
  empty: "Ingenting venter. Godt jobbet!",
  kinds: {
    enquiry: "Ny henvendelse",
    reply: "Svar fra kunde",
    "quote-answer": "Svar på tilbud",
    project: "Kundeprosjekt",
    unplaced: "Uplassert e-post",
    "failed-mail": "E-post feilet",
    quote: "Tilbud går ut",
  } satisfies Record<InboxKind, string>,
  what: {
    enquiry: "Venter på første svar",
    reply: "Kunden har svart i tråden",
  },
  projectWhat: (project: string, reasons: (keyof typeof projectReasons)[]) =>
    `${project}: ${reasons.map((reason) => projectReasons[reason]).join(", ")}`,
  quoteAcceptedWhat: (version: number, by: string) =>
    `Tilbud versjon ${version} er akseptert av ${by}`,
  quoteDeclinedWhat: (version: number) => `Tilbud versjon ${version} er avslått`,
  unplacedWhat: (subject: string) => subject || "(uten emne)",
  failedWhat: (subject: string) => `Ikke sendt: ${subject}`,
  quoteWhat: (version: number, lastDay: string) =>
    `Tilbud versjon ${version} gjelder til ${lastDay.split("-").reverse().join(".")}`,
  waited: (minutes: number) => {
    if (minutes < 60) return `${minutes} min`;
    if (minutes < 48 * 60) return `${Math.floor(minutes / 60)} t`;
    return `${Math.floor(minutes / (24 * 60))} dager`;
  },
  columns: { kind: "Hva", who: "Hvem", what: "Gjelder", waited: "Ventet", action: "Handling" },
  dismiss: "Fjern fra listen",
  dismissLabel: (who: string) => `Fjern fra listen: ${who}`,
  dismissedToast: { type: "success", title: "Fjernet fra innboksen" },
  goneToast: { type: "error", title: "Fant ikke saken; den er kanskje allerede besvart" },
  dismissGone: "Fant ikke saken. Last siden på nytt.",
} as const;
