import { ctaLabel } from "../cta-label";
import type { ServicePageCopy } from "../types";

export const illustrationsPage = {
  heading: "3D-illustrasjoner som viser prosjektet slik det blir",
  lead: "Vi gjør tegninger om til fotorealistiske bilder av fasader, uterom og interiør, så kjøpere og beslutningstakere ser det ferdige resultatet før byggestart.",
  whatItIs: {
    heading: "Hva er en 3D-illustrasjon?",
    paragraphs: [
      "En 3D-illustrasjon er et stillbilde laget fra en digital modell av bygget. Vi bygger modellen etter arkitektens tegninger, setter inn materialer, møbler, vegetasjon og lys, og gjengir bildet slik et fotografi av det ferdige bygget ville sett ut.",
      "Fordi modellen er eksakt, stemmer proporsjoner, vindusplassering og utsikt med det som faktisk skal bygges. Det gir trygge kjøpere og færre spørsmål på visning.",
    ],
  },
  audience: {
    heading: "Hvem passer det for?",
    items: [
      {
        title: "Eiendomsmeglere",
        text: "Bilder som selger i annonsen, i prospektet og på FINN – lenge før det finnes noe å fotografere.",
      },
      {
        title: "Utbyggere",
        text: "Materiale til salgsstart, byggeskilt og investorpresentasjoner fra samme modell.",
      },
      {
        title: "Arkitekter",
        text: "Overbevisende bilder til konkurranser, reguleringsarbeid og møter med kommunen.",
      },
      {
        title: "Entreprenører",
        text: "Tydelig dokumentasjon av hva som skal leveres, til tilbud, nabovarsel og kundemøter.",
      },
    ],
  },
  deliverables: {
    heading: "Dette får du",
    items: [
      "Utvendige og innvendige illustrasjoner fra de vinklene du trenger",
      "Dag-, kvelds- eller sesongstemning etter ønske",
      "To runder med tilbakemeldinger inkludert i prisen",
      "Alle illustrasjoner i 4K-kvalitet som jpeg, png og pdf",
      "Fast pris før vi starter",
    ],
  },
  howItWorks: {
    heading: "Slik jobber vi",
    steps: [
      {
        title: "Oppstart",
        text: "Du sender tegninger eller IFC-fil, og vi avtaler vinkler, stemning og frist.",
      },
      {
        title: "Modellering",
        text: "Vi bygger modellen og setter opp materialer, lys og kamera.",
      },
      {
        title: "Tilbakemeldinger",
        text: "Du får utkast og gir beskjed om hva som skal justeres.",
      },
      {
        title: "Levering",
        text: "Ferdige bilder i 4K som jpeg, png og pdf, klare til bruk.",
      },
    ],
  },
  faq: {
    heading: "Vanlige spørsmål om 3D-illustrasjoner",
    items: [
      {
        question: "Hvor mange bilder trenger et boligprosjekt?",
        answer:
          "Et typisk prosjekt for salgsstart har to til fire utvendige bilder og to til fire interiørbilder. Vi hjelper deg å velge vinklene som viser prosjektets sterkeste sider.",
      },
      {
        question: "Kan dere lage bilder før materialvalgene er bestemt?",
        answer:
          "Ja. Vi foreslår materialer som passer prosjektet, og bytter dem enkelt ut når valgene er tatt, fordi modellen allerede står klar.",
      },
      {
        question: "Hvor lang tid tar det?",
        answer:
          "Vanligvis én til to uker fra vi har mottatt komplett underlag. Trenger du bildene raskere, sier du fra, så finner vi en løsning.",
      },
    ],
  },
  cta: {
    heading: "Klar for bilder som selger?",
    text: "Fortell oss om prosjektet, så får du et fast pristilbud innen én arbeidsdag.",
    label: ctaLabel,
  },
} as const satisfies ServicePageCopy;
