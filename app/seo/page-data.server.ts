import { pages, type PublicPath } from "./pages";
import type { PageTags } from "./meta";

/**
 * A public page's title, description and path, for its loader to send: the table of every
 * page stays on the server, and each page's head reads its own entry (decision 282).
 */
export function pageData(path: PublicPath): { page: PageTags } {
  return { page: { ...pages[path], path } };
}

/** Public routes that belong in the sitemap, in the order the table lists them. */
export const indexablePaths = (Object.keys(pages) as PublicPath[]).filter(
  (path) => !("noindex" in pages[path]),
);
