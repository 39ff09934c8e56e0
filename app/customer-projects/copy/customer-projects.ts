import { formatDate } from "~/format";
import { formCopy } from "~/forms";
import { company } from "~/company";

/** Copy for /kundeskjema, the customer's page /prosjekt/:id, their e-mails and the admin section. */

export const projectSteps = [
  {
    value: "oppstart",
    label: "Oppstart",
    text: "Vi går gjennom tegningene og ønskene dine og avklarer leveransen.",
  },
  {
    value: "modellering",
    label: "Modellering",
    text: "Vi bygger 3D-modellen og setter opp kameravinkler, materialer og lys.",
  },
  {
    value: "tilbakemeldinger",
    label: "Tilbakemeldinger",
    text: "Du får utkast og sier fra om det du vil endre.",
  },
  {
    value: "levering",
    label: "Levering",
    text: "Alle illustrasjoner leveres i 4K-kvalitet som jpeg, png og pdf.",
  },
] as const;

export const projectTypes = [
  { value: "boliger", label: "Boliger" },
  { value: "leiligheter", label: "Leiligheter" },
  { value: "fritidsboliger", label: "Fritidsboliger" },
  { value: "næring", label: "Næring" },
  { value: "annet", label: "Annet" },
] as const;

export const briefFormCopy = {
  heading: "Kundeskjema for nytt prosjekt",
  intro:
    "Fortell oss om prosjektet, hvilke tjenester du ønsker og når du trenger dem. Legg gjerne ved tegninger eller IFC-modell. Du får en egen prosjektside der du følger arbeidet og kan sende oss meldinger og flere filer.",
  ifcHint: {
    text: "Skal du sende IFC-modell?",
    link: "Slik eksporterer du IFC",
    href: "/ifc-eksport",
  },
  contactHeading: "Kontaktperson",
  projectHeading: "Prosjektet",
  servicesHeading: "Ønskede tjenester",
  filesHeading: "Tegninger og filer",
  name: { label: "Navn", placeholder: "Ditt navn" },
  email: { label: "E-post", placeholder: formCopy.emailPlaceholder },
  phone: { label: "Telefon", placeholder: "Ditt telefonnummer" },
  company: { label: "Firma", placeholder: "Firmanavn (valgfritt)" },
  projectName: { label: "Prosjektnavn", placeholder: "F.eks. Solsiden boligfelt" },
  address: { label: "Adresse eller sted", placeholder: "F.eks. Strandveien 12, Tønsberg" },
  projectType: { label: "Prosjekttype", placeholder: "Velg prosjekttype" },
  units: {
    label: "Antall enheter",
    help: "Boliger, leiligheter eller bygg. La stå tomt hvis det ikke passer.",
  },
  services: { label: "Hvilke tjenester ønsker du?" },
  deadline: { label: "Ønsket frist", help: "Når trenger du materiellet? Valgfritt." },
  description: {
    label: "Beskrivelse",
    placeholder:
      "Fortell om prosjektet: antall bilder, vinkler, stil, hva materiellet skal brukes til ...",
  },
  submit: "Send kundeskjema",
  submitting: "Sender...",
  errors: {
    name: "Navn må være minst 2 tegn.",
    email: "Vennligst skriv inn en gyldig e-postadresse.",
    company: "Firmanavnet kan være på høyst 200 tegn.",
    projectName: "Skriv inn et prosjektnavn på minst 2 tegn.",
    address: "Skriv inn adresse eller sted for prosjektet.",
    projectType: "Velg hvilken type prosjekt det er.",
    units: "Antall enheter må være et helt tall fra 1 til 10 000.",
    services: "Velg minst én tjeneste.",
    deadline: "Skriv inn en gyldig dato som ikke er passert.",
    description: "Beskrivelsen må være minst 10 tegn.",
    descriptionTooLong: "Beskrivelsen kan være på høyst 5000 tegn.",
  },
  failure: {
    title: "Noe gikk galt",
    description: "Vennligst prøv igjen senere eller send oss en e-post direkte.",
  },
  createdToast: {
    type: "success",
    title: "Takk! Prosjektet er registrert",
    description: "Dette er prosjektsiden din. Vi har sendt lenken hit på e-post.",
  },
} as const;

export const projectPageCopy = {
  metaTitle: (projectName: string) => `${projectName} | Prosjektside | ${company.name}`,
  metaDescription: (projectName: string) =>
    `Prosjektsiden for ${projectName}: bildene til gjennomsyn, kommentarer, filer og godkjenning.`,
  eyebrow: "Din prosjektside",
  privateNote:
    "Denne siden er bare for deg: alle med lenken kan se den, så ikke del den med andre enn dem du jobber sammen med.",
  progressLabel: "Hvor prosjektet står",
  currentStep: "nå",
  briefHeading: "Bestillingen",
  labels: {
    contact: "Kontaktperson",
    company: "Firma",
    address: "Adresse eller sted",
    projectType: "Prosjekttype",
    units: "Antall enheter",
    services: "Tjenester",
    deadline: "Ønsket frist",
    description: "Beskrivelse",
    received: "Mottatt",
  },
  notGiven: "Ikke oppgitt",
  filesHeading: "Filer",
  noFiles: "Ingen filer ennå.",
  threadHeading: "Meldinger",
  noMessages: "Ingen meldinger ennå. Skriv gjerne hvis du har spørsmål eller flere opplysninger.",
  /** The studio's messages carry its published name. */
  customerAuthor: "Du",
  messageForm: {
    heading: "Send en melding",
    message: { label: "Melding", placeholder: "Skriv til oss ..." },
    submit: "Send melding",
    submitting: "Sender...",
    tooShort: "Meldingen må være minst 2 tegn.",
    tooLong: "Meldingen kan være på høyst 5000 tegn.",
  },
  sentToast: {
    type: "success",
    title: "Meldingen er sendt",
    description: "Vi svarer så snart vi kan.",
  },
  tooManyTitle: "For mange forsøk",
  tooManyText:
    "Det har kommet mange forespørsler fra deg på kort tid. Vent noen minutter og last siden på nytt.",
} as const;

export const customerProjectEmails = {
  staffBrief: {
    subject: (projectName: string, contactName: string) =>
      `Nytt kundeprosjekt: ${projectName} (${contactName})`,
    filesHeading: "Filer (lenkene virker i 7 dager, og alltid i admin):",
    noFiles: "Ingen filer.",
    adminLink: "Se prosjektet i admin:",
  },
  customerConfirmation: {
    subject: (projectName: string) => `Vi har mottatt prosjektet ditt: ${projectName}`,
    text: (contactName: string, projectName: string, link: string, signature: string) =>
      [
        `Hei ${contactName},`,
        "",
        `takk for kundeskjemaet for ${projectName}. Vi ser på det og tar kontakt innen én arbeidsdag.`,
        "",
        "På prosjektsiden din ser du hvor prosjektet står, og du kan sende oss meldinger og flere filer:",
        link,
        "",
        "Lenken er personlig. Del den bare med dem du jobber sammen med.",
        "",
        signature,
      ].join("\n"),
  },
  projectFromEnquiry: {
    subject: (projectName: string) => `Prosjektsiden din er klar: ${projectName}`,
    text: (contactName: string, link: string, signature: string) =>
      [
        `Hei ${contactName},`,
        "",
        "takk for oppdraget! Vi har opprettet en prosjektside for deg. Der ser du hvor prosjektet står, filene du sendte oss, og du kan sende meldinger og flere filer:",
        link,
        "",
        "Lenken er personlig. Del den bare med dem du jobber sammen med.",
        "",
        signature,
      ].join("\n"),
  },
  staffMessage: {
    subject: (projectName: string) => `Ny melding fra kunden i ${projectName}`,
    adminLink: "Svar i admin:",
  },
  /** Sent at once, not in the ten-minute digest: an approval starts the delivery (issue 56). */
  staffApproval: {
    subject: (projectName: string, round: number) => `Godkjent: ${projectName}, runde ${round}`,
    text: (projectName: string, round: number, name: string, link: string) =>
      [
        `Kunden har godkjent runde ${round} av ${projectName}.`,
        "",
        `Godkjent av: ${name}`,
        "Prosjektet er flyttet til Levering. Last opp de ferdige filene på prosjektsiden:",
        link,
      ].join("\n"),
  },
  customerStep: {
    subject: (projectName: string, step: string) => `${projectName} er nå i fasen ${step}`,
    text: (
      contactName: string,
      projectName: string,
      step: string,
      stepText: string,
      link: string,
      signature: string,
    ) =>
      [
        `Hei ${contactName},`,
        "",
        `prosjektet ${projectName} er flyttet til fasen ${step}. ${stepText}`,
        "",
        "Følg prosjektet og send oss meldinger på prosjektsiden din:",
        link,
        "",
        signature,
      ].join("\n"),
  },
  customerMessage: {
    subject: (projectName: string, studio: string) => `Ny melding fra ${studio} om ${projectName}`,
    text: (
      contactName: string,
      projectName: string,
      body: string,
      link: string,
      signature: string,
    ) =>
      [
        `Hei ${contactName},`,
        "",
        `du har fått en ny melding om ${projectName}:`,
        "",
        body,
        "",
        "Svar på prosjektsiden din:",
        link,
        "",
        signature,
      ].join("\n"),
  },
  customerDelivery: {
    subject: (projectName: string) => `De ferdige filene for ${projectName} er klare`,
    text: (
      contactName: string,
      projectName: string,
      count: number,
      link: string,
      signature: string,
    ) =>
      [
        `Hei ${contactName},`,
        "",
        count === 1
          ? `den ferdige filen for ${projectName} er klar til nedlasting.`
          : `de ${count} ferdige filene for ${projectName} er klare til nedlasting.`,
        "",
        "Last dem ned fra prosjektsiden din, én og én eller alle i én ZIP-fil:",
        link,
        "",
        signature,
      ].join("\n"),
  },
} as const;

/** "Opprett kundeprosjekt" on an enquiry (decision 245). */
export const projectFromEnquiryCopy = {
  heading: "Kundeprosjekt",
  intro:
    "Ett trykk lager kundeprosjektet med navn, e-post, telefon, firma, meldingen og alle filene kunden har sendt, i skjemaet og på e-post, og sender kunden lenken til prosjektsiden.",
  won: "Kunden har akseptert tilbudet. Opprett kundeprosjektet for å komme i gang.",
  create: "Opprett kundeprosjekt",
  open: (projectName: string) => `Åpne kundeprosjektet ${projectName}`,
  /** Never the person's name, which an erasure would leave behind in a kept project. */
  projectName: (company: string, received: Date) =>
    company ? `Prosjekt for ${company}` : `Prosjekt fra henvendelse ${formatDate(received)}`,
  notFound: "Fant ikke henvendelsen.",
  createdToast: {
    type: "success",
    title: "Kundeprosjektet er opprettet",
    description: "Kunden får en e-post med lenke til prosjektsiden.",
  },
  existingToast: {
    type: "message",
    title: "Kundeprosjektet fantes allerede",
    description: "Henvendelsen har ett kundeprosjekt; her er det.",
  },
} as const;

export const customerProjectsAdminCopy = {
  title: "Kundeprosjekter",
  intro: "Bestillinger sendt inn via kundeskjemaet, nyeste først.",
  filterLabel: "Fase",
  allSteps: "Alle faser",
  filter: "Vis",
  count: (total: number) => (total === 1 ? "1 prosjekt" : `${total} prosjekter`),
  empty: "Ingen kundeprosjekter her ennå.",
  columns: {
    received: "Mottatt",
    project: "Prosjekt",
    contact: "Kontakt",
    step: "Fase",
    messages: "Meldinger",
  },
  back: "Tilbake til kundeprosjekter",
  fromEnquiry: "Laget fra en henvendelse:",
  fromEnquiryLink: "Se henvendelsen",
  received: "Mottatt",
  customerPage: "Åpne kundens prosjektside",
  stepHeading: "Fase",
  stepIntro: "Når du flytter prosjektet, får kunden en e-post om den nye fasen.",
  moveTo: (step: string) => `Flytt til ${step}`,
  messageLabel: "Melding til kunden",
  messageHelp: "Kunden får meldingen på e-post og ser den på prosjektsiden.",
  messageRequired: "Skriv en melding på minst 2 tegn.",
  send: "Send melding",
  movedToast: (step: string) => ({
    type: "success" as const,
    title: `Prosjektet er flyttet til ${step}`,
    description: "Kunden får en e-post.",
  }),
  sameStepToast: { type: "message", title: "Prosjektet er allerede i den fasen" },
  messageSentToast: { type: "success", title: "Meldingen er sendt til kunden" },
  invalidToast: {
    type: "error",
    title: "Endringen ble ikke lagret",
    description: "Se over feltene og prøv igjen.",
  },
  notFound: "Fant ikke kundeprosjektet",
  /** A project kept after its customer's data was erased: nobody to write to (issue 54). */
  erased: {
    heading: "Kunden er slettet",
    text: "Kundens personopplysninger er slettet etter en forespørsel om sletting. Prosjektet er beholdt med bare det regnskapet krever, og det finnes ingen e-postadresse å sende til. Derfor kan du ikke flytte fasen, sende meldinger eller laste opp runder og leveranser her.",
    refused:
      "Kunden er slettet, så det finnes ingen e-postadresse å sende til. Ingenting er endret eller sendt.",
  },
  erasedToast: {
    type: "error" as const,
    title: "Kunden er slettet",
    description:
      "Kunden er slettet, så det finnes ingen e-postadresse å sende til. Ingenting er endret eller sendt.",
  },
} as const;
