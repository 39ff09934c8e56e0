import type { Service } from "./types";

export const websites = {
  slug: "nettsider",
  title: "Nettsider",
  route: "/tjenester/nettsider",
  homeCardHref: "/tjenester/web",
  icon: "monitor",
  cardText:
    "Prosjektnettsider som samler bilder, film, boligvelger og interessentskjema på ett sted.",
  serviceType: "Nettsider for boligprosjekter",
} as const satisfies Service;
