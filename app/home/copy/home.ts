import { company } from "~/company";
import { homeFirstScreen } from "./home-first-screen";

/**
 * What of the home page's twelve sections stays in code, in the order the page shows them.
 * Their headings and texts are the home and team documents', edited in admin (decision 341).
 */
export const home = {
  ...homeFirstScreen,
  services: {
    id: "tjenester",
    cardLinkLabel: "Les mer",
    propertyLink: {
      label: "Les om 3D-visualisering for eiendom",
      href: "/3d-visualisering-eiendom",
    },
  },
  testimonials: {
    id: "testimonials",
  },
  team: {
    phoneLabel: (name: string) => `Ring ${name}`,
    emailLabel: (name: string) => `Send e-post til ${name}`,
  },
  animation: {
    heading: "Se en animasjon fra oss",
    text: "Et kort utdrag fra en av animasjonene våre. En film lar kjøperen gå gjennom boligen, se utsikten og kjenne lyset – lenge før første spadetak.",
    playLabel: "Spill av animasjonen",
    noScriptLabel: "Se animasjonen på YouTube",
    playerTitle: `Animasjon fra ${company.name}`,
    thumbnail: {
      src: "/media/animation-thumbnail.webp",
      width: 1280,
      height: 720,
      alt: "Stillbilde fra en 3D-animasjon av et boligprosjekt",
    },
  },
  statements: [
    {
      heading: "Kjøpere kjøper med øynene",
      text: "De fleste bestemmer seg i løpet av sekunder. Et fotorealistisk bilde av stuen i kveldssol sier mer enn en plantegning noen gang kan. Derfor legger vi like mye arbeid i lys, materialer og stemning som i selve geometrien.",
    },
    {
      heading: "Riktig første gang – og raskt hvis ikke",
      text: "Vi bygger modellen direkte fra arkitektens tegninger eller IFC-filer, og to runder med tilbakemeldinger er alltid inkludert. Trenger du endringer senere, går det raskt, fordi modellen allerede står klar.",
    },
  ],
  gallery: {
    heading: "Noen av våre arbeider",
  },
} as const;
