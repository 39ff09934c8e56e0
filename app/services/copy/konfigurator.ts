import type { Service } from "./types";

export const configurator = {
  slug: "konfigurator",
  title: "Boligvelger",
  route: "/tjenester/konfigurator",
  homeCardHref: "/tjenester/konfigurator",
  icon: "building",
  cardText:
    "Klikkbar oversikt over bygget der kjøperen finner ledige boliger, plantegninger og priser.",
  serviceType: "Interaktiv boligvelger",
} as const satisfies Service;
