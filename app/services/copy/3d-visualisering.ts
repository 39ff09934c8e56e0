import type { Service } from "./types";

export const illustrations = {
  slug: "3d-visualisering",
  title: "3D Illustrasjoner",
  route: "/tjenester/3d-visualisering",
  homeCardHref: "/tjenester/3d-visualisering",
  icon: "image",
  cardText:
    "Fotorealistiske bilder av bygg, uterom og interiør – klare for prospekt, nettside og byggeskilt.",
  serviceType: "3D-illustrasjoner av bygg og interiør",
} as const satisfies Service;
