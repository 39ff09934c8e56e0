import { services } from "~/services";
import { servicePageKey } from "./documents/service-pages";
import { readContent } from "./read.server";

/**
 * The services list with each card's title and text as published on its service page (the
 * drafts, for staff previewing); the icon, links and structured-data type stay the list's
 * (decision 273). In the list's order, the order of the cards.
 */
export function readServiceCards(request: Request) {
  return Promise.all(
    services.map(async (service) => {
      const { card } = await readContent(request, servicePageKey(service.slug));
      return { ...service, title: card.title, cardText: card.text };
    }),
  );
}
