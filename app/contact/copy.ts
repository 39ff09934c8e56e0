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
  pipelineHeading: "Henvendelser etter fase",
  waitingHeading: "Venter på første svar i mer enn én arbeidsdag",
  noneWaiting: "Ingen henvendelser har ventet mer enn én arbeidsdag.",
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

export const threadCopy = {
  subject: (studio: string) => `Svar på forespørselen din til ${studio}`,
  heading: "Samtale",
  intro: "Svar og e-poster fra kunden, eldste først. Svaret sendes fra studioets adresse.",
  empty: "Ingen svar ennå.",
  fromStaff: (email: string) => `Fra oss (${email})`,
  fromCustomer: (address: string) => `Fra ${address}`,
  answerLabel: "Svar til kunden",
  answerHelp: "Sendes på e-post til kunden. Svaret deres kommer tilbake hit.",
  send: "Send svar",
  sentToast: { type: "success", title: "Svaret er lagt i kø for sending" },
  refusedFiles: "Vedlegg som ikke ble tatt imot:",
  download: "Last ned",
  showHtml: "Vis e-posten slik den ble sendt (renset)",
  unplacedHeading: "Uplassert",
  unplacedIntro:
    "E-post til svaradressen som ikke passet noen henvendelse. Den er tatt vare på her, ikke slettet.",
  noUnplaced: "Ingen uplasserte e-poster.",
  unplacedLink: "Uplassert e-post",
  notesHeading: "Interne notater",
  notesIntro: "Bare for oss; notater sendes aldri til kunden.",
  noNotes: "Ingen notater ennå.",
  noteLabel: "Nytt notat",
  addNote: "Lagre notat",
  noteToast: { type: "success", title: "Notatet er lagret" },
  companyLabel: "Firma",
  companyHelp: "Skjemaet spør ikke om firma; fyll det inn når du vet det.",
  saveCompany: "Lagre firma",
  companyToast: { type: "success", title: "Firma er lagret" },
  errors: {
    answer: "Skriv et svar på minst 2 tegn.",
    answerTooLong: "Svaret kan være på høyst 10000 tegn.",
    note: "Skriv et notat på minst 2 tegn.",
    noteTooLong: "Notatet kan være på høyst 5000 tegn.",
    company: "Firmanavnet kan være på høyst 200 tegn.",
  },
  notification: {
    subject: (from: string, subject: string) => `Svar fra ${from}: ${subject}`,
    unplacedSubject: (from: string, subject: string) => `Uplassert e-post fra ${from}: ${subject}`,
    link: "Se samtalen i admin:",
    unplacedLink: "E-posten passet ingen henvendelse. Se den under Uplassert:",
    attachments: (count: number) => (count === 1 ? "1 vedlegg" : `${count} vedlegg`),
  },
} as const;
