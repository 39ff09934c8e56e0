import { pages, type PublicPath } from "./copy";
import { metaTags } from "./meta";

/**
 * Tags for a route listed in `app/content/pages.ts`. Apart from ./meta because it brings the
 * whole table into the page's JavaScript; the home page sends its own entry from its loader.
 */
export function metaForPath(args: Parameters<typeof metaTags>[0], path: PublicPath) {
  return metaTags(args, { ...pages[path], path });
}
