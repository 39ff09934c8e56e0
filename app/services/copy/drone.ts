import type { Service } from "./types";

export const drone = {
  slug: "drone",
  title: "Dronetjenester",
  route: "/tjenester/drone",
  homeCardHref: "/dronetjenester",
  icon: "plane",
  cardText: "Foto og film fra luften over tomt og nabolag, med flyvninger over hele Østlandet.",
  serviceType: "Dronefoto og dronefilm",
  areaServed: ["Østlandet"],
} as const satisfies Service;
