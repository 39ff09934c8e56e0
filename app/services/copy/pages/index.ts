/**
 * The service pages' own copy, apart from the list in ../index.ts: the /tjenester grid, the
 * gallery filter and the home cards need only titles and card texts, so they do not load
 * every page's text with them.
 */
import { getService, type ServiceSlug } from "..";
import type { ServicePageCopy } from "../types";
import { threeSixtyViewPage } from "./360-visning";
import { illustrationsPage } from "./3d-visualisering";
import { animationPage } from "./animasjon";
import { photomontagePage } from "./fotomontasje";
import { configuratorPage } from "./konfigurator";
import { dronePage } from "./drone";
import { websitesPage } from "./nettsider";

export { propertyVisualisationPage } from "./3d-visualisering-eiendom";

const servicePages = {
  "3d-visualisering": illustrationsPage,
  animasjon: animationPage,
  "360-visning": threeSixtyViewPage,
  nettsider: websitesPage,
  konfigurator: configuratorPage,
  fotomontasje: photomontagePage,
  drone: dronePage,
} as const satisfies Record<ServiceSlug, ServicePageCopy>;

/** The service with this slug and its page's copy, for the page under /tjenester. */
export function getServicePage<Slug extends ServiceSlug>(slug: Slug) {
  return { ...getService(slug), page: servicePages[slug] };
}
