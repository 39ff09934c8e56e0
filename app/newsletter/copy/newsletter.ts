import { formCopy } from "~/forms";
import { company } from "~/company";

export const subscriberRoles = [
  { value: "eiendomsmegler", label: "Eiendomsmegler" },
  { value: "arkitekt", label: "Arkitekt" },
  { value: "utbygger", label: "Utbygger" },
  { value: "entreprenør", label: "Entreprenør" },
  { value: "annet", label: "Annet" },
] as const;

export type SubscriberRole = (typeof subscriberRoles)[number]["value"];

/** Stored with each signup as proof of what the person agreed to; bump it when the text changes. */
export const CONSENT_VERSION = "2026-11-22";

export const newsletterCopy = {
  heading: "Meld deg på nyhetsbrevet",
  intro:
    "Nye prosjekter, tips til salgsmateriell og nyheter fra studio – noen få ganger i året, aldri spam.",
  email: { label: "E-post", placeholder: formCopy.emailPlaceholder },
  role: { label: "Jeg er", placeholder: "Velg rolle" },
  consent: {
    before: `Jeg samtykker til at ${company.legalName} lagrer og behandler personopplysningene mine for å sende meg nyhetsbrev. Jeg kan når som helst melde meg av med lenken i e-postene. Les mer i `,
    link: "personvernerklæringen",
    after: ".",
  },
  submit: "Meld meg på",
  submitting: "Registrerer...",
  missing: {
    title: "Manglende informasjon",
    description: "Vennligst fyll ut alle felt og godta databehandling.",
  },
  /** Beside each field the spec's toast is about (issue 56). */
  fieldErrors: {
    email: "Skriv e-postadressen din, for eksempel ola.nordmann@eksempel.no.",
    role: "Velg rollen din i listen.",
    consent: "Kryss av for at vi kan lagre adressen din og sende deg nyhetsbrevet.",
  },
  success: {
    title: "Velkommen til vårt nyhetsbrev!",
    // The spec's sentence, then the one line double opt-in adds.
    description:
      "Du har blitt registrert og vil motta våre siste nyheter og oppdateringer.\nSjekk e-posten din og bekreft påmeldingen med lenken vi har sendt deg.",
  },
  failure: {
    title: "Noe gikk galt",
    description: "Kunne ikke registrere deg for nyhetsbrevet. Prøv igjen senere.",
  },
  welcomeEmail: {
    subject: (studio: string) => `Velkommen til nyhetsbrevet fra ${studio}`,
    body: [
      "Takk for at du meldte deg på nyhetsbrevet vårt.",
      "Vi sender noen få utgaver i året med nye prosjekter, erfaringer fra salg av boligprosjekter med 3D, og nyheter fra studio.",
    ],
    unsubscribe: "Vil du ikke lenger ha e-post fra oss? Meld deg av her:",
    signature: (studio: string) => `Hilsen oss i ${studio}`,
  },
  confirmationEmail: {
    subject: (studio: string) => `Bekreft påmeldingen til nyhetsbrevet fra ${studio}`,
    body: [
      "Takk for at du vil ha nyhetsbrevet vårt. Trykk på lenken under og deretter på knappen «Bekreft påmeldingen», så er du med.",
    ],
    link: "Bekreft påmeldingen her:",
    ignore:
      "Har du ikke meldt deg på selv? Da kan du se bort fra denne e-posten. Uten bekreftelse får du ingenting fra oss, og adressen slettes innen 30 dager.",
  },
  confirmPage: {
    heading: "Bekreft påmeldingen",
    confirm: (email: string) => `Vil du ha nyhetsbrevet vårt på ${email}?`,
    button: "Bekreft påmeldingen",
    done: (email: string) =>
      `Takk! ${email} er bekreftet, og du får nyhetsbrevet fra neste utgave. Vi har sendt deg en velkomst-e-post.`,
    already: (email: string) => `${email} er allerede bekreftet. Du trenger ikke gjøre noe mer.`,
    invalidHeading: "Lenken virker ikke",
    invalid:
      "Bekreftelseslenken er ugyldig, ufullstendig eller eldre enn 30 dager. Meld deg på igjen nederst på forsiden, så sender vi en ny.",
  },
  unsubscribePage: {
    heading: "Avmelding fra nyhetsbrevet",
    confirm: (email: string) => `Vil du melde ${email} av nyhetsbrevet?`,
    button: "Meld meg av",
    done: (email: string) => `${email} er meldt av. Du får ikke flere nyhetsbrev fra oss.`,
    invalidHeading: "Lenken virker ikke",
    invalid:
      "Avmeldingslenken er ugyldig eller ufullstendig. Bruk lenken i den siste e-posten fra oss, eller skriv til oss, så melder vi deg av.",
  },
} as const;
