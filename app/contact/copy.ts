import { company } from "~/company";

export const contactFormCopy = {
  name: { label: "Navn", placeholder: "Ditt navn" },
  email: { label: "E-post", placeholder: company.email },
  phone: { label: "Telefon", placeholder: "Ditt telefonnummer" },
  message: { label: "Din forespørsel", placeholder: "Fortell oss om ditt prosjekt..." },
  submit: "Send forespørsel",
  submitting: "Sender...",
  errors: {
    name: "Navn må være minst 2 tegn.",
    email: "Vennligst skriv inn en gyldig e-postadresse.",
    phone: "Telefonnummer må være minst 8 siffer.",
    message: "Meldingen må være minst 10 tegn.",
    messageTooLong: "Meldingen kan være på høyst 5000 tegn.",
  },
  failure: {
    title: "Noe gikk galt",
    description: "Vennligst prøv igjen senere eller send oss en e-post direkte.",
  },
  staffEmail: {
    subject: (name: string) => `Ny forespørsel fra ${name}`,
    attachmentsHeading: "Vedlegg (lenkene virker i 7 dager, og alltid i admin):",
    noAttachments: "Ingen vedlegg.",
    adminLink: "Se henvendelsen i admin:",
  },
} as const;

export const contactPageCopy = {
  heading: "Ta kontakt for en uforpliktende samtale",
  intro:
    "Fortell oss kort om prosjektet, så svarer vi innen én arbeidsdag med forslag til leveranse, tidsplan og fast pris.",
  call: { title: "Ring oss", text: "Hverdager 08–17. Vi tar gjerne en prat om tegningene dine." },
  email: { title: "Send en e-post", text: "Legg ved tegninger, så ser vi på dem med en gang." },
  formHeading: "Send oss en forespørsel",
  formSubtitle: "Vi hjelper deg gjerne med å finne den beste løsningen for ditt prosjekt",
} as const;

export const enquiryStageCopy = {
  labels: {
    ny: "Ny",
    besvart: "Besvart",
    tilbud_sendt: "Tilbud sendt",
    vunnet: "Vunnet",
    tapt: "Tapt",
  },
  heading: "Fase",
  stage: "Flytt til fase",
  reason: "Grunn (for Tapt)",
  reasonHelp: "Kort om hvorfor, for eksempel pris eller tidspunkt.",
  submit: "Lagre fase",
  history: "Historikk",
  noHistory: "Fasen er ikke endret ennå.",
  byCustomer: "kunden",
  change: (from: string | null, to: string) => (from ? `${from} → ${to}` : to),
  movedToast: (label: string) =>
    ({ type: "success", title: `Henvendelsen er flyttet til ${label}` }) as const,
  unchangedToast: { type: "success", title: "Henvendelsen er allerede i den fasen" },
  errors: {
    stage: "Velg en fase.",
    reasonRequired: "Skriv kort hvorfor henvendelsen er tapt.",
    reasonTooLong: "Grunnen kan være på høyst 300 tegn.",
  },
} as const;
