import { ctaLabel } from "../cta-label";
import type { ServicePageCopy } from "../types";

export const propertyVisualisationPage = {
  heading: "3D-visualisering for eiendom",
  lead: "Alt du trenger for å selge, søke om og presentere et boligprosjekt før det er bygget: illustrasjoner, animasjoner, 360°-visninger, boligvelger og nettside fra samme modell.",
  whatItIs: {
    heading: "Hva er 3D-visualisering for eiendom?",
    paragraphs: [
      "3D-visualisering er å lage bilder, filmer og interaktive visninger av et bygg fra en digital modell. For eiendom betyr det at kjøpere, investorer og kommunen kan se det ferdige prosjektet mens det fortsatt bare finnes på tegning.",
      "Vi bygger én nøyaktig modell av prosjektet og bruker den til alt materiellet du trenger. Det gir et helhetlig uttrykk fra prospekt til byggeskilt, og hver ny leveranse går raskere enn den forrige.",
    ],
  },
  audience: {
    heading: "Hvem passer det for?",
    items: [
      {
        title: "Eiendomsmeglere",
        text: "Selg fra tegning med bilder og visninger som gjør boligen håndfast for kjøperen.",
      },
      {
        title: "Utbyggere",
        text: "Skap interesse tidlig, nå forhåndssalgskravet raskere og få samme uttrykk i alle kanaler.",
      },
      {
        title: "Arkitekter",
        text: "Vinn konkurranser og forankre prosjektet hos kommune og naboer.",
      },
      {
        title: "Entreprenører",
        text: "Vis hva som skal leveres i tilbud, kontraktsmøter og nabovarsel.",
      },
    ],
  },
  deliverables: {
    heading: "Dette får du",
    items: [
      "Fotorealistiske illustrasjoner av fasader, uterom og interiør",
      "Animasjoner og 360°-visninger fra samme modell",
      "Boligvelger og prosjektnettside ved behov",
      "Fast pris og en fast kontaktperson gjennom hele prosjektet",
      "Alle illustrasjoner i 4K-kvalitet som jpeg, png og pdf",
    ],
  },
  howItWorks: {
    heading: "Slik jobber vi",
    steps: [
      {
        title: "Oppstart",
        text: "En uforpliktende samtale om prosjektet, målgruppen og salgsplanen, og et fast pristilbud.",
      },
      {
        title: "Modellering",
        text: "Vi bygger modellen fra tegninger eller IFC-fil og setter opp materialer og lys.",
      },
      {
        title: "Tilbakemeldinger",
        text: "Du ser utkast tidlig. To runder med justeringer er inkludert.",
      },
      {
        title: "Levering",
        text: "Ferdig materiell i formatene du trenger, klart for prospekt, nett og trykk.",
      },
    ],
  },
  faq: {
    heading: "Vanlige spørsmål om 3D-visualisering for eiendom",
    items: [
      {
        question: "Når i prosjektet bør vi bestille visualiseringer?",
        answer:
          "Så tidlig som mulig. Mange bestiller de første bildene til reguleringsfasen og bygger videre på samme modell til salgsstart.",
      },
      {
        question: "Hva trenger dere fra oss?",
        answer:
          "Plantegninger, fasader og situasjonsplan er nok til å starte. Har dere en IFC-fil fra Revit, ArchiCAD eller Tekla, går det enda raskere.",
      },
      {
        question: "Jobber dere med prosjekter utenfor Vestfold?",
        answer: "Ja. Vi leverer til prosjekter over hele landet, og dronefoto på hele Østlandet.",
      },
    ],
  },
  cta: {
    heading: "Fortell oss om prosjektet ditt",
    text: "Vi svarer innen én arbeidsdag med forslag til leveranse og et fast pristilbud.",
    label: ctaLabel,
  },
} as const satisfies ServicePageCopy;
