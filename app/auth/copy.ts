/** Copy for staff sign-in and sessions. */
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

/** On the admin overview, for accounts of the embedded provider (decision 185). */
export const failedSignInsCopy = {
  none: "Ingen mislykkede innloggingsforsøk på kontoen din siden forrige innlogging.",
  some: (count: number, last: string) =>
    `${count} ${count === 1 ? "mislykket innloggingsforsøk" : "mislykkede innloggingsforsøk"} på kontoen din siden forrige innlogging, sist ${last}. Var det ikke deg, prøver noen å gjette passordet.`,
} as const;
