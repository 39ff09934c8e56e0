import type { Service } from "./types";

export const threeSixtyView = {
  slug: "360-visning",
  title: "360° Visning",
  route: "/tjenester/360-visning",
  homeCardHref: "/360-visning",
  icon: "rotate-3d",
  cardText:
    "Interaktive panoramaer der kjøperen selv ser seg rundt i rommene, på mobil, nettbrett og PC.",
  serviceType: "360-graders visning av boliger",
} as const satisfies Service;
