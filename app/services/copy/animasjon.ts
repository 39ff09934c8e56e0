import type { Service } from "./types";

export const animation = {
  slug: "animasjon",
  title: "Animasjoner",
  route: "/tjenester/animasjon",
  homeCardHref: "/tjenester/animasjon",
  icon: "clapperboard",
  cardText:
    "Filmer som tar kjøperen med gjennom boligen og rundt bygget, med lys, utsikt og nabolag.",
  serviceType: "3D-animasjoner av bygg og boliger",
} as const satisfies Service;
