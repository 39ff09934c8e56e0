import { ctaLabel } from "../cta-label";
import type { ServicePageCopy } from "../types";

export const threeSixtyViewPage = {
  heading: "360°-visning: la kjøperen se seg rundt selv",
  lead: "Med en 360°-visning kan kjøperen stå midt i stuen, snu seg mot kjøkkenet og se ut av vinduet – fra sofaen hjemme, lenge før boligen er bygget.",
  whatItIs: {
    heading: "Hva er en 360°-visning?",
    paragraphs: [
      "En 360°-visning er et panoramabilde som dekker hele rommet. Kjøperen drar med fingeren eller musen for å se seg rundt, og kan gå videre til neste rom med ett trykk.",
      "Visningen åpnes som en vanlig nettlenke. Den kan legges inn i annonsen, på prosjektets nettside eller sendes direkte til interessenter – uten app eller nedlasting.",
    ],
  },
  audience: {
    heading: "Hvem passer det for?",
    items: [
      {
        title: "Eiendomsmeglere",
        text: "En digital visning som er åpen døgnet rundt og svarer på spørsmål før kjøperen ringer.",
      },
      {
        title: "Utbyggere",
        text: "Vis frem leilighetstyper og tilvalg uten å bygge visningsleilighet.",
      },
      {
        title: "Arkitekter",
        text: "Gi byggherre og brukere en romfølelse som tegninger ikke gir.",
      },
      {
        title: "Entreprenører",
        text: "La kunden se og godkjenne løsninger og materialvalg før de bygges.",
      },
    ],
  },
  deliverables: {
    heading: "Dette får du",
    items: [
      "Ett eller flere 360°-panoramaer i høy oppløsning",
      "En nettlenke som virker på mobil, nettbrett og PC",
      "Navigasjon mellom rommene med klikkbare punkter",
      "Kode for å bygge visningen inn på egen nettside",
    ],
  },
  howItWorks: {
    heading: "Slik jobber vi",
    steps: [
      {
        title: "Oppstart",
        text: "Vi velger rommene og ståstedene som gir best inntrykk av boligen.",
      },
      {
        title: "Modellering",
        text: "Vi modellerer og innreder rommene med materialer og møbler.",
      },
      {
        title: "Tilbakemeldinger",
        text: "Du ser gjennom panoramaene og ber om justeringer.",
      },
      {
        title: "Levering",
        text: "Du får en ferdig lenke og kode til innbygging, klar til deling.",
      },
    ],
  },
  faq: {
    heading: "Vanlige spørsmål om 360°-visning",
    items: [
      {
        question: "Trenger kjøperen VR-briller?",
        answer:
          "Nei. Visningen virker i vanlig nettleser på mobil, nettbrett og PC. Har kjøperen VR-briller, kan de bruke dem også.",
      },
      {
        question: "Kan vi vise ulike tilvalg i samme visning?",
        answer:
          "Ja. Vi kan lage versjoner med for eksempel ulike kjøkkenfronter eller gulv som kjøperen bytter mellom.",
      },
      {
        question: "Hvor lenge er lenken tilgjengelig?",
        answer:
          "Lenken er aktiv så lenge prosjektet er i salg, og minst tolv måneder. Trenger du den lenger, ordner vi det.",
      },
    ],
  },
  cta: {
    heading: "Vil du åpne visningen før bygget står?",
    text: "Send oss plantegningene, så foreslår vi hvilke rom som bør vises i 360°.",
    label: ctaLabel,
  },
} as const satisfies ServicePageCopy;
