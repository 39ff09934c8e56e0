import { formCopy } from "~/forms";

export const contactFormCopy = {
  name: { label: "Navn", placeholder: "Ditt navn" },
  email: { label: "E-post", placeholder: formCopy.emailPlaceholder },
  phone: { label: "Telefon", placeholder: "Ditt telefonnummer" },
  message: { label: "Din forespørsel", placeholder: "Fortell oss om ditt prosjekt..." },
  submit: "Send forespørsel",
  submitting: "Sender...",
  errors: {
    name: "Navn må være minst 2 tegn.",
    email: "Vennligst skriv inn en gyldig e-postadresse.",
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
  /** The enquirer's receipt; it repeats nothing they typed (see receive-enquiry.server.ts). */
  receipt: {
    subject: (studio: string) => `Vi har fått forespørselen din – ${studio}`,
    text: (studio: string, files: number, signature: string) =>
      [
        "Hei!",
        "",
        `Takk for forespørselen til ${studio}. Den har kommet fram${files ? `, med ${files === 1 ? "ett vedlegg" : `${files} vedlegg`}` : ""}.`,
        "",
        "Dette skjer nå:",
        "- Vi leser forespørselen og ser på tegningene og filene du har sendt.",
        "- Innen én arbeidsdag svarer vi deg på e-post med forslag til leveranse, tidsplan og fast pris, eller med spørsmålene vi trenger svar på først.",
        "- Passer forslaget, får du et skriftlig tilbud med en personlig lenke der du aksepterer det.",
        "",
        "Vil du legge til noe, svarer du bare på denne e-posten.",
        "",
        signature,
      ].join("\n"),
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

/** /takk, where a sent enquiry lands. */
export const thanksPageCopy = {
  heading: "Takk for forespørselen!",
  lead: "Vi har mottatt meldingen din og svarer innen én arbeidsdag.",
  nextHeading: "Dette skjer nå",
  nextSteps: [
    "Vi leser gjennom forespørselen og eventuelle vedlegg.",
    "Du hører fra oss på e-post eller telefon innen én arbeidsdag, ofte samme dag.",
    "Vi avtaler en kort, uforpliktende prat og sender deg et fast pristilbud.",
  ],
  urgent: (phone: string) => `Haster det? Ring oss på ${phone}.`,
  links: [
    { label: "Tilbake til forsiden", href: "/" },
    { label: "Se galleriet", href: "/illustrasjoner" },
    { label: "Les om tjenestene våre", href: "/tjenester" },
  ],
} as const;
