import { ctaLabel } from "../cta-label";
import type { ServicePageCopy } from "../types";

export const animationPage = {
  heading: "3D-animasjoner som lar kjøperen gå gjennom boligen",
  lead: "En animasjon viser flyten mellom rommene, lyset gjennom dagen og hvordan bygget ligger i terrenget – noe ingen stillbilder klarer alene.",
  whatItIs: {
    heading: "Hva er en 3D-animasjon?",
    paragraphs: [
      "En 3D-animasjon er en film laget fra den samme modellen som illustrasjonene. Kameraet kan fly inn over tomten, gå gjennom inngangspartiet og stoppe ved vinduet med utsikten kjøperen betaler for.",
      "Filmen kan være et kort klipp for sosiale medier eller en lengre presentasjon til salgsstart og nettside. Vi tilpasser lengde, tempo og format til kanalen den skal brukes i.",
    ],
  },
  audience: {
    heading: "Hvem passer det for?",
    items: [
      {
        title: "Utbyggere",
        text: "En film til salgsstart som skaper blest og får folk til å melde interesse.",
      },
      {
        title: "Eiendomsmeglere",
        text: "Korte klipp til annonser og sosiale medier som stopper tommelen.",
      },
      {
        title: "Arkitekter",
        text: "Vis sammenhengen mellom bygg, uterom og omgivelser i konkurranser og folkemøter.",
      },
      {
        title: "Entreprenører",
        text: "Forklar byggetrinn og logistikk for naboer, byggherre og mannskap.",
      },
    ],
  },
  deliverables: {
    heading: "Dette får du",
    items: [
      "Ferdig klippet film i full HD eller 4K som mp4",
      "Versjoner i liggende, stående og kvadratisk format ved behov",
      "Musikk med lisens for kommersiell bruk",
      "Et manus med kamerabaner du godkjenner før vi gjengir filmen",
      "Stillbilder fra filmen uten ekstra kostnad",
    ],
  },
  howItWorks: {
    heading: "Slik jobber vi",
    steps: [
      {
        title: "Oppstart",
        text: "Vi avtaler hva filmen skal oppnå, hvor den skal vises og hvor lang den skal være.",
      },
      {
        title: "Modellering",
        text: "Vi bygger modellen og lager en enkel forhåndsvisning av kamerabanene.",
      },
      {
        title: "Tilbakemeldinger",
        text: "Du godkjenner kamerabaner og stemning før den endelige gjengivelsen.",
      },
      {
        title: "Levering",
        text: "Du får ferdig film i formatene du trenger, klar til publisering.",
      },
    ],
  },
  faq: {
    heading: "Vanlige spørsmål om animasjoner",
    items: [
      {
        question: "Hvor lang bør en animasjon være?",
        answer:
          "Til sosiale medier fungerer 15 til 30 sekunder best. En presentasjonsfilm til nettside og salgsstart ligger gjerne på ett til to minutter.",
      },
      {
        question: "Kan vi bruke den samme modellen som til illustrasjonene?",
        answer:
          "Ja, og det sparer både tid og penger. Bestiller du illustrasjoner og animasjon sammen, bygger vi modellen bare én gang.",
      },
      {
        question: "Kan filmen vise flere årstider eller tider på døgnet?",
        answer:
          "Ja. Vi kan for eksempel vise samme uteområde en sommerkveld og en snøklar vinterdag i samme film.",
      },
    ],
  },
  cta: {
    heading: "Skal prosjektet ditt på film?",
    text: "Fortell oss hva filmen skal brukes til, så foreslår vi lengde, format og pris.",
    label: ctaLabel,
  },
} as const satisfies ServicePageCopy;
