import { ctaLabel } from "../cta-label";
import type { ServicePageCopy } from "../types";

export const dronePage = {
  heading: "Dronefoto og dronefilm på Østlandet",
  lead: "Vi fotograferer og filmer tomt, nabolag og utsikt fra luften, med flyvninger over hele Østlandet – som egne bilder eller som grunnlag for fotomontasjer.",
  whatItIs: {
    heading: "Hva får du med drone?",
    paragraphs: [
      "Med drone ser du tomten slik ingen ser den fra bakken: beliggenheten ved sjøen, avstanden til skole og sentrum, og utsikten fra fjerde etasje før bygget står der.",
      "Vi flyr etter Luftfartstilsynets regler, med registrert droneoperatør og gyldig kompetansebevis. Vi sjekker luftrom og tillatelser før hver flyvning, og tar hensyn til naboer og personvern.",
    ],
  },
  audience: {
    heading: "Hvem passer det for?",
    items: [
      {
        title: "Eiendomsmeglere",
        text: "Oversiktsbilder som viser beliggenhet, sol og nærområde i annonsen.",
      },
      {
        title: "Utbyggere",
        text: "Utsiktsbilder fra riktig høyde for hver etasje, før bygget er reist.",
      },
      {
        title: "Entreprenører",
        text: "Dokumentasjon av fremdrift fra luften gjennom hele byggeperioden.",
      },
      {
        title: "Arkitekter",
        text: "Grunnlag for fotomontasjer og analyser av fjernvirkning.",
      },
    ],
  },
  deliverables: {
    heading: "Dette får du",
    items: [
      "Redigerte stillbilder i høy oppløsning",
      "Dronefilm i 4K, klippet eller som råmateriale",
      "Utsiktsbilder tatt fra høyden til hver etasje",
      "Flyvninger over hele Østlandet, avtalt etter vær og lys",
    ],
  },
  howItWorks: {
    heading: "Slik jobber vi",
    steps: [
      {
        title: "Planlegging",
        text: "Vi avtaler adresse og ønskede bilder, og sjekker luftrom og tillatelser.",
      },
      {
        title: "Flyvning",
        text: "Vi flyr etter planlagte ruter og høyder, på en dag med godt lys.",
      },
      {
        title: "Utvalg",
        text: "Du får et utvalg å velge fra og gir beskjed om hvilke bilder du vil ha.",
      },
      {
        title: "Levering",
        text: "Ferdig redigerte bilder og filmer leveres klare til bruk.",
      },
    ],
  },
  faq: {
    heading: "Vanlige spørsmål om dronetjenester",
    items: [
      {
        question: "Hvor flyr dere?",
        answer:
          "Vi tar oppdrag over hele Østlandet, fra Vestfold og Telemark til Oslo, Akershus, Buskerud, Østfold og Innlandet.",
      },
      {
        question: "Hva skjer hvis været er dårlig?",
        answer:
          "Da flytter vi flyvningen til neste dag med godt vær, uten ekstra kostnad. Vi følger med på værmeldingen og gir beskjed i god tid.",
      },
      {
        question: "Kan dere fly i nærheten av flyplasser og i byer?",
        answer:
          "Ofte, men det krever tillatelse. Vi undersøker luftrommet på forhånd og søker om tillatelse der det trengs.",
      },
    ],
  },
  cta: {
    heading: "Skal vi fly over tomten din?",
    text: "Send oss adressen og hva bildene skal brukes til, så gir vi deg en pris og en dato.",
    label: ctaLabel,
  },
} as const satisfies ServicePageCopy;
