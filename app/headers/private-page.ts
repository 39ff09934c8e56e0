import { cachePolicies } from "./cache-policies";

/**
 * The headers of a page that shows a capability token or a person's address (a customer's
 * project, a newsletter confirmation or unsubscribe link), whatever its status: stored by no
 * cache, indexed by no search engine, its address passed on to no other site as a referrer.
 * Its meta says the same: the private flag of its entry in seo/pages.ts, or privatePageTags
 * from ~/seo.
 */
export const privatePageHeaders = {
  "Cache-Control": cachePolicies.personal,
  "Referrer-Policy": "no-referrer",
  "X-Robots-Tag": "noindex, nofollow",
} as const;
