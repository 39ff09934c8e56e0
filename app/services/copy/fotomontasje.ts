import type { Service } from "./types";

export const photomontage = {
  slug: "fotomontasje",
  title: "Fotomontasje",
  route: "/tjenester/fotomontasje",
  homeCardHref: "/tjenester/fotomontasje",
  icon: "camera",
  cardText:
    "Det planlagte bygget satt inn i et ekte fotografi av tomten, nøyaktig i skala og perspektiv.",
  serviceType: "Fotomontasje av planlagte bygg",
} as const satisfies Service;
