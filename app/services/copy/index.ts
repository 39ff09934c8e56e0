/**
 * The one list of services: the home page's cards, the /tjenester grid, the gallery filter
 * and the structured data read from here. Each service page's own copy is in ./pages.
 */
import { propertyVisualisation } from "./3d-visualisering-eiendom";
import { illustrations } from "./3d-visualisering";
import { animation } from "./animasjon";
import { threeSixtyView } from "./360-visning";
import { websites } from "./nettsider";
import { configurator } from "./konfigurator";
import { photomontage } from "./fotomontasje";
import { drone } from "./drone";
import type { Service } from "./types";

export type { QuestionAndAnswer, Service, ServiceIcon, ServicePageCopy } from "./types";
export { propertyVisualisation };

/** This order is the order of the cards on / and /tjenester. */
export const services = [
  illustrations,
  animation,
  threeSixtyView,
  websites,
  configurator,
  photomontage,
  drone,
] as const satisfies readonly Service[];

export type ServiceSlug = (typeof services)[number]["slug"];

export function isServiceSlug(value: unknown): value is ServiceSlug {
  return services.some((service) => service.slug === value);
}

type ServiceEntry<Slug extends ServiceSlug> = Extract<(typeof services)[number], { slug: Slug }>;

/** The service with this slug, typed so its `route` is the literal path the page lives at. */
export function getService<Slug extends ServiceSlug>(slug: Slug): ServiceEntry<Slug> {
  const service = services.find(
    (candidate): candidate is ServiceEntry<Slug> => candidate.slug === slug,
  );
  if (!service) throw new Error(`Ukjent tjeneste: ${slug}`);
  return service;
}

export const servicesOverview = {
  heading: "Våre tjenester",
  lead: "Fra første skisse til salgsstart: vi lager materiellet som får kjøpere, investorer og kommunen til å se prosjektet ditt slik det blir.",
  cardLinkLabel: "Les mer",
  propertyLink: {
    label: "Les om 3D-visualisering for eiendom",
    href: propertyVisualisation.route,
  },
  catalogName: "Visualiseringstjenester for eiendom",
} as const;
