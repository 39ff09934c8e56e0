import { ctaLabel } from "../cta-label";
import type { ServicePageCopy } from "../types";

export const configuratorPage = {
  heading: "Boligvelger: finn riktig bolig med ett klikk",
  lead: "Boligvelgeren gjør en 3D-illustrasjon av bygget klikkbar. Kjøperen peker på en etasje, ser hvilke boliger som er ledige og åpner plantegning og pris direkte.",
  whatItIs: {
    heading: "Hva er en boligvelger?",
    paragraphs: [
      "En boligvelger er en interaktiv oversikt over prosjektet. Hver bolig er markert på illustrasjonen med status som ledig, reservert eller solgt, og kjøperen kan filtrere på størrelse, antall soverom og pris.",
      "Den erstatter lange prislister i PDF med en oversikt folk faktisk forstår, og gir megleren færre spørsmål om hvilke boliger som fortsatt er til salgs.",
    ],
  },
  audience: {
    heading: "Hvem passer det for?",
    items: [
      {
        title: "Utbyggere",
        text: "Vis hele prosjektet og salgsstatusen på en måte som skaper fart i salget.",
      },
      {
        title: "Eiendomsmeglere",
        text: "Hold oversikten oppdatert og send interessenter rett til riktig bolig.",
      },
      {
        title: "Arkitekter",
        text: "Presenter leilighetsfordeling og planløsninger oversiktlig i møter.",
      },
      {
        title: "Entreprenører",
        text: "Gi kjøpere oversikt over byggetrinn og leveransetidspunkt.",
      },
    ],
  },
  deliverables: {
    heading: "Dette får du",
    items: [
      "Klikkbar 3D-oversikt over bygget fra en eller flere vinkler",
      "Status, areal, soverom og pris for hver bolig",
      "Plantegning og prospekt knyttet til hver bolig",
      "Filter på størrelse, pris og etasje",
      "Innbygging på prosjektets nettside",
    ],
  },
  howItWorks: {
    heading: "Slik jobber vi",
    steps: [
      {
        title: "Oppstart",
        text: "Du sender boligliste, plantegninger og ønsket vinkel på bygget.",
      },
      {
        title: "Modellering",
        text: "Vi lager illustrasjonen og markerer hver bolig i den.",
      },
      {
        title: "Tilbakemeldinger",
        text: "Du tester boligvelgeren og kontrollerer at alle tall stemmer.",
      },
      {
        title: "Levering",
        text: "Boligvelgeren publiseres, og status oppdateres etter hvert som boligene selges.",
      },
    ],
  },
  faq: {
    heading: "Vanlige spørsmål om boligvelgeren",
    items: [
      {
        question: "Hvem oppdaterer salgsstatus?",
        answer:
          "Send oss en e-post når en bolig er solgt eller reservert, så oppdaterer vi samme arbeidsdag. Ønsker dere å gjøre det selv, avtaler vi det ved oppstart.",
      },
      {
        question: "Virker boligvelgeren på mobil?",
        answer:
          "Ja. Den er laget for å fungere like godt på mobil som på PC, der de fleste interessentene faktisk ser den.",
      },
      {
        question: "Passer det for små prosjekter?",
        answer:
          "Boligvelgeren gjør mest nytte fra rundt ti boliger og oppover. For mindre prosjekter er en enkel oversikt på nettsiden ofte nok, og det gir vi deg ærlige råd om.",
      },
    ],
  },
  cta: {
    heading: "Vil du gjøre salgsoversikten klikkbar?",
    text: "Send oss boliglisten, så viser vi hvordan boligvelgeren vil se ut for prosjektet ditt.",
    label: ctaLabel,
  },
} as const satisfies ServicePageCopy;
