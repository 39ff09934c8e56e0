/** Copy for staff sign-in and the admin area's shell. */
export const signInCopy = {
  title: "Logg inn",
  metaTitle: "Logg inn | Digitale Poteter",
  intro: "Administrasjonen er for ansatte i Digitale Poteter. Logg inn med jobbkontoen din.",
  button: (provider: string) => `Logg inn med ${provider}`,
  localProvider: "lokal ansattkonto",
  backToSite: "Tilbake til nettstedet",
} as const;

export const signInToasts = {
  signedIn: { type: "success", title: "Du er logget inn" },
  signedOut: { type: "success", title: "Du er logget ut" },
  required: {
    type: "error",
    title: "Du må logge inn",
    description: "Administrasjonen er bare for ansatte. Logg inn med jobbkontoen din.",
  },
  refused: {
    type: "error",
    title: "Ingen tilgang",
    description: "Bare ansatte med bekreftet e-postadresse i firmaets domene kan logge inn.",
  },
  cancelled: {
    type: "error",
    title: "Innloggingen ble avbrutt",
    description: "Prøv igjen når du er klar.",
  },
  failed: {
    type: "error",
    title: "Innloggingen mislyktes",
    description: "Vi kunne ikke bekrefte innloggingen. Prøv igjen om litt.",
  },
} as const;

export const adminNavigation = [
  { label: "Oversikt", href: "/admin", end: true },
  { label: "Henvendelser", href: "/admin/henvendelser", end: false },
  { label: "Nyhetsbrev", href: "/admin/nyhetsbrev", end: false },
  { label: "Galleri", href: "/admin/galleri", end: false },
  { label: "Innhold", href: "/admin/innhold", end: false },
  { label: "Prosjekter", href: "/admin/prosjekter", end: false },
  { label: "Kundeprosjekter", href: "/admin/kundeprosjekter", end: false },
  { label: "360-visning", href: "/admin/panoramaer", end: false },
  { label: "Boligvelger", href: "/admin/boligvelger", end: false },
  { label: "Økter", href: "/admin/okter", end: false },
] as const;

export const sessionsCopy = {
  title: "Innloggede økter",
  intro:
    "Nettlesere som er logget inn i administrasjonen. En økt avsluttes etter 8 timer uten bruk og senest 7 dager etter innlogging. Avslutt en økt du ikke kjenner igjen.",
  columns: { device: "Enhet", staff: "Ansatt", started: "Startet", lastSeen: "Sist aktiv" },
  current: "Denne økten",
  unknownDevice: "Ukjent nettleser",
  device: (browser: string, os: string) => `${browser} på ${os}`,
  revoke: "Avslutt",
  revokeLabel: (device: string, started: string) => `Avslutt økten ${device}, startet ${started}`,
  empty: "Ingen innloggede økter.",
  revokedToast: { type: "success", title: "Økten er avsluttet" },
  goneToast: {
    type: "message",
    title: "Økten var allerede avsluttet",
    description: "Den ble logget ut eller gikk ut på tid før du trykket.",
  },
} as const;

export const adminShellCopy = {
  metaTitle: "Administrasjon | Digitale Poteter",
  heading: "Administrasjon",
  navigationLabel: "Administrasjon",
  signedInAs: "Innlogget som",
  signOut: "Logg ut",
  toSite: "Til nettstedet",
  overviewIntro: "Her følger du opp henvendelser, nyhetsbrev, galleri og prosjekter.",
  countsHeading: "Status nå",
} as const;

/** On the admin overview, for accounts of the embedded provider (decision 185). */
export const failedSignInsCopy = {
  none: "Ingen mislykkede innloggingsforsøk på kontoen din siden forrige innlogging.",
  some: (count: number, last: string) =>
    `${count} ${count === 1 ? "mislykket innloggingsforsøk" : "mislykkede innloggingsforsøk"} på kontoen din siden forrige innlogging, sist ${last}. Var det ikke deg, prøver noen å gjette passordet.`,
} as const;

/** The admin overview's counts, each linking to where staff deal with them. */
export const adminOverviewCounts = [
  { key: "newEnquiries", label: "Nye henvendelser", href: "/admin/henvendelser" },
  { key: "unansweredMessages", label: "Ubesvarte kundemeldinger", href: "/admin/kundeprosjekter" },
  {
    key: "waitingProjects",
    label: "Kundeprosjekter som venter på oss",
    href: "/admin/kundeprosjekter",
  },
  { key: "subscribers", label: "Abonnenter på nyhetsbrevet", href: "/admin/nyhetsbrev" },
  { key: "pendingMails", label: "E-poster i kø", href: "/admin/henvendelser" },
  { key: "failedMails", label: "E-poster som feilet", href: "/admin/henvendelser" },
] as const;
