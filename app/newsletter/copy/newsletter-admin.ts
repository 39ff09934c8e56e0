import type { CompanyFacts } from "~/company";

/** "1 mottaker", "2 mottakere", "0 mottakere". */
export const recipients = (count: number) => `${count} ${count === 1 ? "mottaker" : "mottakere"}`;

export const campaignCopy = {
  title: "Send nyhetsbrev",
  intro:
    "Skriv utgaven i Markdown og velg hvilke roller som skal få den. Før noe sendes, ser du hvor mange som får den, hvordan e-posten ser ut, og kan sende en test til deg selv.",
  editTitle: "Endre utkast",
  subject: "Emne",
  body: "Innhold (Markdown)",
  roles: "Mottakere",
  saveDraft: "Lagre utkast",
  review: "Se over før sending",
  drafts: "Utkast",
  draftsEmpty: "Ingen utkast.",
  draftLink: (subject: string) => `Fortsett med «${subject}»`,
  history: "Sendte nyhetsbrev",
  historyEmpty: "Ingen nyhetsbrev er sendt ennå.",
  columns: { subject: "Emne", roles: "Roller", sent: "Sendt", recipients: "Mottakere" },
  errors: {
    subject: "Skriv et emne på 3–150 tegn.",
    body: "Skriv innhold på minst 20 tegn.",
    roles: "Velg minst én rolle.",
  },
  draftSaved: { type: "success" as const, title: "Utkastet er lagret" },
  sendLink: "Skriv og send et nyhetsbrev",
} as const;

/** A sent issue, read again as it went out (issue 56). */
export const sentIssueCopy = {
  back: "Tilbake til nyhetsbrevene",
  sent: "Sendt",
  recipients: "Mottakere",
  roles: "Roller",
  subject: "Emne",
  intro: "Slik ble nyhetsbrevet sendt. Hver mottaker fikk sin egen avmeldingslenke nederst.",
  htmlLabel: "E-posten slik den ble sendt",
  textHeading: "Ren tekst (for e-postprogrammer uten HTML)",
  notFound: "Fant ikke et sendt nyhetsbrev med denne adressen.",
} as const;

/** The step between writing an issue and sending it. */
export const campaignReviewCopy = {
  title: "Se over før sending",
  intro:
    "Slik blir nyhetsbrevet sendt. Bare abonnenter som har bekreftet adressen og ikke meldt seg av, får det.",
  recipientsHeading: "Mottakere",
  perRole: (role: string, count: number) => `${role}: ${recipients(count)}`,
  total: (count: number) => `Til sammen ${recipients(count)}`,
  nobody: "Ingen abonnenter i de valgte rollene får nyhetsbrevet. Velg andre roller.",
  mailHeading: "Slik kommer e-posten fram",
  from: "Fra",
  subject: "Emne",
  htmlLabel: "E-posten slik den vises i et e-postprogram",
  textHeading: "Ren tekst (for e-postprogrammer uten HTML)",
  testHeading: "Test",
  sendTest: (email: string) => `Send test til ${email}`,
  edit: "Endre utkastet",
  send: (count: number) => `Send til ${recipients(count)}`,
  /** The question a send asks once more before anything is queued (issue 56). */
  confirm: {
    heading: "Sende nyhetsbrevet nå?",
    text: (subject: string, count: number) =>
      `«${subject}» går til ${recipients(count)} med en gang. En sending kan ikke stoppes eller trekkes tilbake.`,
    changed: (count: number) =>
      `Antallet mottakere har endret seg siden du så det. Nå får ${recipients(count)} nyhetsbrevet.`,
    send: (count: number) => `Ja, send til ${recipients(count)}`,
    cancel: "Avbryt",
  },
  delete: "Slett utkastet",
  testSent: (email: string) => ({
    type: "success" as const,
    title: "Testen er lagt i køen",
    description: `Den sendes bare til ${email}.`,
  }),
  queued: (count: number) => ({
    type: "success" as const,
    title: "Nyhetsbrevet er lagt i køen",
    description: `${recipients(count)} får det i løpet av kort tid.`,
  }),
  nobodyToast: {
    type: "error" as const,
    title: "Ingen mottakere",
    description: "Ingen abonnenter i de valgte rollene. Nyhetsbrevet er ikke sendt.",
  },
  alreadySent: {
    type: "error" as const,
    title: "Allerede sendt",
    description: "Dette nyhetsbrevet er sendt før, og sendes ikke en gang til.",
  },
  deleted: { type: "success" as const, title: "Utkastet er slettet" },
} as const;

/** The frame every issue is sent in: the studio's name and logo above, the unsubscribe below. */
export const issueMailCopy = {
  testPrefix: "[Test]",
  unsubscribe: "Vil du ikke lenger ha e-post fra oss? Meld deg av her:",
  unsubscribeLink: "Meld meg av",
  /** A test send has no subscriber, so no link of its own. */
  unsubscribePlaceholder: "(avmeldingslenken settes inn for hver mottaker)",
  sender: ({ legalName, address }: CompanyFacts) =>
    `${legalName}, ${address.street}, ${address.postalCode} ${address.city}`,
} as const;

export const subscriberRoleLabels: Record<string, string> = {
  eiendomsmegler: "Eiendomsmegler",
  arkitekt: "Arkitekt",
  utbygger: "Utbygger",
  entreprenør: "Entreprenør",
  annet: "Annet",
};

export const subscribersCopy = {
  title: "Nyhetsbrev",
  intro:
    "Abonnenter på nyhetsbrevet, med samtykke og rolle. Bare bekreftede adresser som ikke har meldt seg av, får nyhetsbrev; ubekreftede slettes etter 30 dager.",
  filterLabel: "Rolle",
  countsLabel: "Aktive abonnenter per rolle",
  allRoles: "Alle roller",
  filter: "Vis",
  export: "Last ned CSV",
  active: (count: number) => `${count} aktive`,
  unsubscribed: (count: number) => `${count} avmeldt`,
  pending: (count: number) => `${count} venter på bekreftelse`,
  columns: { email: "E-post", role: "Rolle", subscribed: "Registrert", status: "Status" },
  states: {
    pending: "Venter på bekreftelse",
    confirmed: "Bekreftet",
    unsubscribed: "Avmeldt",
  },
  empty: "Ingen abonnenter her ennå.",
  delete: "Slett",
  deleteLabel: (email: string) => `Slett ${email} for godt`,
  deleteHelp: "Sletting fjerner abonnenten og samtykket helt (retten til sletting etter GDPR).",
  deletedToast: { type: "success", title: "Abonnenten er slettet" },
  csvHeader: [
    "E-post",
    "Rolle",
    "Registrert",
    "Samtykke gitt",
    "Samtykketekst",
    "Avmeldt",
    "Bekreftet",
  ],
  sendHeading: "Sende nyhetsbrev",
} as const;
