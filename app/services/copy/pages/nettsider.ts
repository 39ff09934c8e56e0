import { ctaLabel } from "../cta-label";
import type { ServicePageCopy } from "../types";

export const websitesPage = {
  heading: "Nettsider for boligprosjekter",
  lead: "Vi lager raske og oversiktlige prosjektnettsider der illustrasjoner, film, boligvelger og interessentskjema jobber sammen for å gjøre besøkende til kjøpere.",
  whatItIs: {
    heading: "Hva er en prosjektnettside?",
    paragraphs: [
      "En prosjektnettside er en egen side for ett boligprosjekt, med eget domene eller som en del av utbyggerens nettsted. Her finner kjøperen alt om prosjektet: beliggenhet, boligtyper, bilder, priser og kontaktinformasjon.",
      "Fordi vi lager både visualiseringene og nettsiden, henger alt sammen. Bildene vises i riktig kvalitet, siden laster raskt på mobil, og interessentene havner rett hos megleren.",
    ],
  },
  audience: {
    heading: "Hvem passer det for?",
    items: [
      {
        title: "Utbyggere",
        text: "En egen side for hvert prosjekt som bygger interesse fra første spadetak.",
      },
      {
        title: "Eiendomsmeglere",
        text: "Samle interessenter ett sted og få henvendelsene rett i innboksen.",
      },
      {
        title: "Arkitekter",
        text: "Presenter prosjekter og konkurranseutkast på en egen, ryddig side.",
      },
      {
        title: "Entreprenører",
        text: "Informer naboer og kjøpere om fremdrift underveis i byggeperioden.",
      },
    ],
  },
  deliverables: {
    heading: "Dette får du",
    items: [
      "En ferdig nettside tilpasset mobil, nettbrett og PC",
      "Interessentskjema som sender henvendelser direkte til megler",
      "Innebygd galleri, film og boligvelger ved behov",
      "Grunnleggende søkemotoroptimalisering og personvernerklæring",
      "Drift og oppdateringer så lenge prosjektet er i salg",
    ],
  },
  howItWorks: {
    heading: "Slik jobber vi",
    steps: [
      {
        title: "Oppstart",
        text: "Vi avtaler innhold, domene og hvem som skal motta henvendelsene.",
      },
      {
        title: "Design og innhold",
        text: "Vi setter opp struktur og design, og fyller siden med bilder og tekst.",
      },
      {
        title: "Test",
        text: "Du tester siden og gir beskjed om endringer før lansering.",
      },
      {
        title: "Lansering",
        text: "Siden publiseres, og vi holder den oppdatert gjennom salgsperioden.",
      },
    ],
  },
  faq: {
    heading: "Vanlige spørsmål om nettsider",
    items: [
      {
        question: "Kan nettsiden ligge på vårt eget domene?",
        answer:
          "Ja. Vi kan bruke et domene dere allerede eier, registrere et nytt for prosjektet eller legge siden under utbyggerens nettsted.",
      },
      {
        question: "Hvem skriver tekstene?",
        answer:
          "Vi skriver gjerne utkast basert på prosjektbeskrivelsen, og dere godkjenner dem. Har megler eller utbygger egne tekster, bruker vi dem.",
      },
      {
        question: "Kan vi oppdatere siden selv?",
        answer:
          "Mindre endringer som priser og status ordner vi raskt for dere. Ønsker dere å redigere selv, setter vi opp det til lanseringen.",
      },
    ],
  },
  cta: {
    heading: "Trenger prosjektet en egen nettside?",
    text: "Fortell oss om prosjektet og salgsstarten, så setter vi opp et forslag.",
    label: ctaLabel,
  },
} as const satisfies ServicePageCopy;
