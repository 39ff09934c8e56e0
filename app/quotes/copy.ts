import { company } from "~/company";

/**
 * Copy for quotes: staff write them in admin (`quoteAdminCopy`, where "kunden" is the other
 * side), the customer reads and answers one on /tilbud/:id (`quotePageCopy`, "du").
 */

export const quoteFormCopy = {
  newTitle: "Nytt tilbud",
  versionTitle: (version: number) => `Tilbud, versjon ${version}`,
  intro: (name: string, email: string) =>
    `Til ${name} <${email}>. Tilbudet sendes på e-post med en personlig lenke til tilbudssiden, der kunden aksepterer eller avslår det.`,
  supersedeNote:
    "Et åpent tilbud blir erstattet av denne versjonen: den gamle lenken sier fra og viser vei hit.",
  lines: "Linjer",
  line: (number: number) => `Linje ${number}`,
  description: "Beskrivelse",
  quantity: "Antall",
  price: "Pris per stk. eks. mva (kr)",
  addLine: "Legg til linje",
  removeLine: (number: number) => `Fjern linje ${number}`,
  validUntil: "Gyldig til og med",
  terms: "Vilkår",
  defaultTerms: [
    "Prisene er i norske kroner eksklusiv merverdiavgift.",
    "Arbeidet starter når tilbudet er akseptert. To korrekturrunder er inkludert; flere endringer faktureres etter medgått tid.",
    "Betaling 14 dager netto etter levering.",
  ].join("\n"),
  runningTotal: "Sum så langt",
  linesNotCounted: (count: number) =>
    count === 1
      ? "Én linje er ikke med i summen før antall og pris er fylt ut riktig."
      : `${count} linjer er ikke med i summen før antall og pris er fylt ut riktig.`,
  update: "Oppdater",
  submit: "Send tilbud",
  back: "Tilbake",
  preview: {
    heading: "Slik ser kunden tilbudet",
    intro: (email: string) =>
      `Se over tilbudet før det går. Når du bekrefter, får ${email} en e-post med lenke til denne siden.`,
    confirm: "Bekreft og send",
    edit: "Endre tilbudet",
  },
  errors: {
    description: "Skriv hva linjen gjelder (høyst 500 tegn).",
    quantity: "Antall må være et helt tall fra 1 til 10 000.",
    price: "Skriv prisen i kroner, for eksempel 12 500 eller 12 500,50.",
    lines: "Tilbudet må ha minst én linje og høyst 30.",
    validUntil: "Velg en dato fra i dag og høyst ett år fram.",
    terms: "Vilkårene kan være på høyst 5000 tegn.",
    accepted: "Kunden har akseptert et tilbud, og det kan ikke endres eller erstattes.",
    race: "Et annet tilbud ble sendt i samme øyeblikk. Last siden på nytt og se over før du sender.",
  },
  sentToast: {
    type: "success",
    title: "Tilbudet er sendt",
    description: "Kunden får en e-post med lenke til tilbudet.",
  },
} as const;

export const quoteSums = {
  subtotal: "Sum eks. mva",
  vat: "Mva 25 %",
  total: "Totalt inkl. mva",
} as const;

export const quoteAdminCopy = {
  heading: "Tilbud",
  /** The versions' table scrolls on its own; a name apart from the section's keeps landmarks unique. */
  tableLabel: "Tilbudsversjoner",
  none: "Ingen tilbud ennå.",
  write: "Skriv tilbud",
  newVersion: "Skriv ny versjon",
  columns: { version: "Versjon", sent: "Sendt", total: "Totalt inkl. mva", status: "Status" },
  open: "Åpne",
  openLabel: (version: number) => `Åpne tilbudssiden for versjon ${version}`,
  status: {
    open: "Sendt, venter på svar",
    expired: "Utløpt uten svar",
    accepted: (name: string) => `Akseptert av ${name}`,
    declined: "Avslått",
    superseded: "Erstattet av en nyere versjon",
  },
  declineReason: (reason: string) => `Begrunnelse: ${reason}`,
  accepted: {
    heading: (version: number) => `Akseptert tilbud, versjon ${version}`,
    by: (name: string, when: string) => `Akseptert av ${name} ${when}.`,
    open: "Åpne tilbudet slik kunden ser det",
  },
} as const;

export const quotePageCopy = {
  metaTitle: `Tilbud | ${company.name}`,
  eyebrow: "Tilbud",
  title: (version: number) => (version > 1 ? `Tilbud, versjon ${version}` : "Tilbud"),
  privateNote:
    "Denne siden er bare for deg: alle med lenken kan se den, så del den bare med dem som skal se tilbudet.",
  from: "Fra",
  to: "Til",
  date: "Dato",
  validUntil: "Gyldig til og med",
  orgNumber: (number: string) => `Org.nr. ${number}`,
  columns: {
    description: "Beskrivelse",
    quantity: "Antall",
    price: "Pris eks. mva",
    sum: "Sum eks. mva",
  },
  /** A line's quantity and unit price under its description, where a phone has no room for their columns. */
  lineDetail: (quantity: number, price: string) => `${quantity} × ${price}`,
  terms: "Vilkår",
  accept: {
    heading: "Aksepter tilbudet",
    intro: "Skriv navnet ditt og trykk på knappen for å akseptere tilbudet på vilkårene over.",
    nameLabel: "Ditt navn",
    submit: "Aksepter tilbudet",
  },
  decline: {
    heading: "Avslå tilbudet",
    intro: "Passer det ikke? Fortell oss gjerne hvorfor, så kan vi lage et nytt forslag.",
    reasonLabel: "Hvorfor (valgfritt)",
    submit: "Avslå tilbudet",
  },
  accepted: (name: string, when: string) =>
    `Tilbudet ble akseptert av ${name} ${when}. Takk! Vi tar kontakt om oppstarten.`,
  declined: (when: string) => `Tilbudet ble avslått ${when}. Takk for svaret.`,
  superseded: "Dette tilbudet er erstattet av en nyere versjon og kan ikke lenger aksepteres.",
  supersededLink: "Se den nye versjonen",
  expired: (date: string) =>
    `Tilbudet gjaldt til og med ${date} og kan ikke lenger aksepteres. Ta kontakt hvis du fortsatt er interessert.`,
  errors: {
    name: "Skriv navnet ditt (2–200 tegn).",
    reason: "Begrunnelsen kan være på høyst 2000 tegn.",
    unknown: "Skjemaet kunne ikke leses. Last siden på nytt og prøv igjen.",
    closed: "Tilbudet kan ikke lenger besvares. Last siden på nytt for å se hvorfor.",
  },
  toasts: {
    accepted: {
      type: "success",
      title: "Tilbudet er akseptert",
      description: "Takk! Vi tar kontakt.",
    },
    declined: { type: "success", title: "Tilbudet er avslått", description: "Takk for svaret." },
  },
  /** The enquiry's Tapt reason when the customer declined without saying why. */
  declinedStageReason: "Kunden avslo tilbudet.",
  tooManyTitle: "For mange forsøk",
  tooManyText:
    "Det har kommet mange forespørsler fra deg på kort tid. Vent noen minutter og last siden på nytt.",
} as const;

/** The accepted quote as a PDF, mailed to the customer to file. */
export const quotePdfCopy = {
  acceptance: (name: string, when: string) => `Akseptert av ${name} ${when}.`,
  filename: (version: number) => (version > 1 ? `tilbud-versjon-${version}.pdf` : "tilbud.pdf"),
} as const;

export const quoteEmails = {
  customerQuote: {
    subject: (version: number, studio: string) =>
      version > 1 ? `Oppdatert tilbud fra ${studio}` : `Tilbud fra ${studio}`,
    text: (name: string, total: string, validUntil: string, link: string, signature: string) =>
      [
        `Hei ${name},`,
        "",
        `takk for henvendelsen. Her er tilbudet vårt på ${total} inkl. mva. Det gjelder til og med ${validUntil}.`,
        "",
        "Se tilbudet, og aksepter eller avslå det, på denne siden:",
        link,
        "",
        "Lenken er personlig. Del den bare med dem som skal se tilbudet.",
        "",
        signature,
      ].join("\n"),
  },
  customerAccepted: {
    subject: (studio: string) => `Tilbudet er akseptert – ${studio}`,
    text: (name: string, total: string, link: string, signature: string) =>
      [
        `Hei ${name},`,
        "",
        `takk! Du aksepterte tilbudet vårt på ${total} inkl. mva. Tilbudet med aksepten din ligger ved som PDF, så du kan arkivere det.`,
        "",
        "Vi tar kontakt om oppstarten. Tilbudet finnes også på denne siden:",
        link,
        "",
        signature,
      ].join("\n"),
  },
  staffAccepted: {
    subject: (customer: string) => `Tilbud akseptert av ${customer}`,
    text: (acceptedBy: string, total: string, adminLink: string) =>
      [
        `${acceptedBy} aksepterte tilbudet på ${total} inkl. mva.`,
        "",
        "Opprett kundeprosjektet fra henvendelsen med ett trykk:",
        adminLink,
      ].join("\n"),
  },
  staffDeclined: {
    subject: (customer: string) => `Tilbud avslått av ${customer}`,
    text: (reason: string, adminLink: string) =>
      [reason ? `Begrunnelse: ${reason}` : "Ingen begrunnelse oppgitt.", "", adminLink].join("\n"),
  },
} as const;
