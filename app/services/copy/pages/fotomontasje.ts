import { ctaLabel } from "../cta-label";
import type { ServicePageCopy } from "../types";

export const photomontagePage = {
  heading: "Fotomontasje som viser bygget på den ekte tomten",
  lead: "Vi plasserer det planlagte bygget i et fotografi av omgivelsene, riktig i skala, perspektiv og lys – til byggesøknad, nabovarsel og salg.",
  whatItIs: {
    heading: "Hva er en fotomontasje?",
    paragraphs: [
      "En fotomontasje kombinerer et ekte fotografi med en 3D-modell av bygget. Vi tilpasser kameravinkel, brennvidde og sollys til bildet, slik at bygget står der det faktisk skal stå, med riktig høyde i forhold til nabohusene.",
      "Kommuner ber ofte om fotomontasjer for å vurdere hvordan et tiltak påvirker landskap og nabolag. Godt dokumenterte montasjer gjør saksbehandlingen enklere og diskusjonen med naboene mer saklig.",
    ],
  },
  audience: {
    heading: "Hvem passer det for?",
    items: [
      {
        title: "Arkitekter",
        text: "Dokumentasjon av fjernvirkning og tilpasning til omgivelsene i plansaker.",
      },
      {
        title: "Utbyggere",
        text: "Realistiske bilder til reguleringsarbeid, folkemøter og tidlig markedsføring.",
      },
      {
        title: "Entreprenører",
        text: "Vis byggherre og naboer hvordan det ferdige tiltaket blir.",
      },
      {
        title: "Eiendomsmeglere",
        text: "Salgsbilder fra ekte omgivelser, med utsikten og nabolaget kjøperen kjenner.",
      },
    ],
  },
  deliverables: {
    heading: "Dette får du",
    items: [
      "Fotomontasjer fra avtalte ståsteder, før- og etterbilde",
      "Dokumentasjon av kameraposisjon og brennvidde ved behov",
      "Fotografering av tomten, eventuelt med drone på Østlandet",
      "Alle illustrasjoner i 4K-kvalitet som jpeg, png og pdf",
    ],
  },
  howItWorks: {
    heading: "Slik jobber vi",
    steps: [
      {
        title: "Oppstart",
        text: "Vi avtaler ståsteder og fotograferer tomten, eller bruker bilder du har.",
      },
      {
        title: "Modellering",
        text: "Vi modellerer bygget og tilpasser det nøyaktig til fotografiet.",
      },
      {
        title: "Tilbakemeldinger",
        text: "Du kontrollerer plassering og høyder og gir beskjed om endringer.",
      },
      {
        title: "Levering",
        text: "Ferdige montasjer leveres klare for søknad, varsel eller salg.",
      },
    ],
  },
  faq: {
    heading: "Vanlige spørsmål om fotomontasje",
    items: [
      {
        question: "Kan fotomontasjen brukes i en byggesøknad?",
        answer:
          "Ja. Vi dokumenterer ståsted, brennvidde og tidspunkt for fotografiet, slik kommunen ofte krever i plan- og byggesaker.",
      },
      {
        question: "Må vi skaffe bildene selv?",
        answer:
          "Nei. Vi fotograferer gjerne tomten selv, fra bakken eller med drone. Har dere gode bilder fra før, kan vi bruke dem.",
      },
      {
        question: "Hva er forskjellen på fotomontasje og en vanlig 3D-illustrasjon?",
        answer:
          "I en 3D-illustrasjon er alt modellert. I en fotomontasje er omgivelsene et ekte fotografi, og bare det nye bygget er lagt inn.",
      },
    ],
  },
  cta: {
    heading: "Trenger du fotomontasjer til en sak?",
    text: "Fortell oss hvor tomten ligger og hva kommunen ber om, så gir vi deg et tilbud.",
    label: ctaLabel,
  },
} as const satisfies ServicePageCopy;
