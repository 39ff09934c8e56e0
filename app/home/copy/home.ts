import { company } from "~/company";
import { homeFirstScreen } from "./home-first-screen";

/** Copy for the home page's twelve sections, in the order the page shows them. */
export const home = {
  ...homeFirstScreen,
  facts: {
    heading: `${company.name} i tall`,
    items: [
      { value: company.foundedDisplay, label: "Etablert" },
      { value: String(company.employees), label: "Ansatte" },
      { value: company.projectsDisplay, label: "Prosjekter" },
      { value: company.address.region, label: "Basert i" },
    ],
  },
  services: {
    id: "tjenester",
    heading: "Våre tjenester",
    lead: "Alt du trenger for å vise fram et prosjekt som ennå ikke er bygget – fra første skisse til salgsstart.",
    cardLinkLabel: "Les mer",
    propertyLink: {
      label: "Les om 3D-visualisering for eiendom",
      href: "/3d-visualisering-eiendom",
    },
  },
  testimonials: {
    id: "testimonials",
    heading: "Dette sier kundene våre",
  },
  team: {
    heading: "Menneskene bak",
    lead: "To digitale poteter med bakgrunn fra arkitektur, spillgrafikk og eiendomssalg. Ring eller send en e-post direkte til den du vil snakke med.",
    photoAlt: (name: string) => `Portrett av ${name}`,
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
  process: {
    heading: "Prosessen",
    lead: "Fire enkle steg fra første samtale til ferdige bilder.",
    steps: [
      {
        title: "Oppstart",
        text: "Vi tar en uforpliktende prat om prosjektet, går gjennom tegninger, ønsker og frister, og sender deg et fast pristilbud.",
      },
      {
        title: "Modellering",
        text: "Vi bygger en nøyaktig 3D-modell fra plantegninger, fasader eller IFC-fil, og setter opp kameravinkler, materialer og lys.",
      },
      {
        title: "Tilbakemeldinger",
        text: "Du får utkast tidlig og sier fra om det du vil endre. To runder med justeringer er inkludert i prisen.",
      },
      {
        title: "Levering",
        text: "Du får de ferdige bildene i en delt mappe, klare for prospekt, nettside, sosiale medier og byggeskilt. Trenger du flere vinkler senere, bruker vi samme modell.",
      },
    ],
    delivery: "Alle illustrasjoner leveres i 4K-kvalitet som jpeg, png og pdf.",
  },
  gallery: {
    heading: "Noen av våre arbeider",
  },
  contact: {
    id: "kontakt",
    heading: "Send oss en forespørsel",
    subtitle: "Vi hjelper deg gjerne med å finne den beste løsningen for ditt prosjekt",
  },
  newsletter: {
    id: "nyhetsbrev",
    heading: "Meld deg på nyhetsbrevet",
    text: "Nye prosjekter, tips til salgsmateriell og nyheter fra studioet – omtrent én gang i måneden.",
  },
} as const;

/** Section headings in page order (section 8 has two); the end-to-end test walks this list. */
export const homeSectionHeadings = [
  home.hero.heading,
  home.intro.heading,
  home.facts.heading,
  home.services.heading,
  home.testimonials.heading,
  home.team.heading,
  home.animation.heading,
  home.statements[0].heading,
  home.statements[1].heading,
  home.process.heading,
  home.gallery.heading,
  home.contact.heading,
  home.newsletter.heading,
] as const;
