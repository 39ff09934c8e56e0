import { company } from "~/company";

/**
 * Copy for the home page's first two sections, apart from the rest (./home) because the page
 * loads the code for the sections below the first screen only as they near it.
 */
export const homeFirstScreen = {
  hero: {
    heading: "Fotorealistiske 3D-visualiseringer som selger prosjektet før det er bygget",
    lead: "Vi lager illustrasjoner, animasjoner og 360°-visninger for eiendomsmeglere, arkitekter, utbyggere og entreprenører – levert i 4K, fra Vestfold til hele landet.",
    galleryLink: { label: "Se vårt digitale galleri", href: "/illustrasjoner" },
    contactLink: { label: "Be om et uforpliktende tilbud", href: "/kontakt" },
    image: {
      src: "/media/hero-1920.webp",
      srcSet: "/media/hero-960.webp 960w, /media/hero-1920.webp 1920w",
      sizes: "100vw",
      width: 1920,
      height: 1080,
      alt: "3D-illustrasjon av et moderne leilighetsbygg i kveldslys, med opplyste vinduer og trær foran",
    },
  },
  intro: {
    heading: "To digitale poteter",
    paragraphs: [
      `${company.name} er et lite studio i ${company.address.region} med to 3D-visualisører. Vi startet i ${company.foundedDisplay.toLowerCase()} fordi vi så hvor vanskelig det er å selge en bolig som bare finnes på tegning.`,
      "Når du jobber med oss, snakker du direkte med dem som gjør jobben. Ingen mellomledd og ingen lange ventetider – bare bilder som får kjøpere, investorer og kommunen til å se det samme som deg.",
    ],
  },
};
