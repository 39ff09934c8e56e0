import { redirect } from "@remix-run/node";
import type { RequestHandler } from "express";
import { pages } from "~/seo";

/** Old and alternative addresses (spec §2 plus the 360 ones in design.md), all permanent. */
const permanentRedirects: Readonly<Record<string, string>> = {
  "/tjenester/web": "/tjenester/nettsider",
  "/tjenester/dronetjenester": "/tjenester/drone",
  "/dronetjenester": "/tjenester/drone",
  "/drone-services": "/tjenester/drone",
  "/360-visning": "/tjenester/360-visning",
  "/tjenester/360": "/tjenester/360-visning",
  "/services-360": "/tjenester/360-visning",
  "/tjenester-3d": "/tjenester/3d-visualisering",
  "/tjenester-animasjon": "/tjenester/animasjon",
  "/services-animation": "/tjenester/animasjon",
  "/services": "/tjenester",
  "/services-3d": "/3d-visualisering-eiendom",
  "/services-web": "/tjenester/nettsider",
  "/services-photomontage": "/tjenester/fotomontasje",
  "/services-selector": "/tjenester/konfigurator",
};

/**
 * Paths answered whatever their case, since Remix matches routes case-insensitively: the
 * public pages, the old addresses, and portfolio projects, whose slugs are lower case.
 * Anything else may hold a case-sensitive key (images, files, customer project ids).
 */
const caseFoldedPath = (path: string) =>
  Object.hasOwn(pages, path) ||
  Object.hasOwn(permanentRedirects, path) ||
  /^\/prosjekter\/[^/.]+$/.test(path);

/**
 * Where the path's page lives when that is not the path itself: repeated and trailing slashes
 * dropped (backslashes count as slashes, as browsers read them), lower case where the path is
 * one of ours, an old address mapped to its new one. Null when the path is already canonical.
 */
export function canonicalPath(pathname: string) {
  let path = pathname.replace(/[\\/]+/g, "/");
  if (path.length > 1) path = path.replace(/\/$/, "");
  const lower = path.toLowerCase();
  if (caseFoldedPath(lower)) path = lower;
  if (Object.hasOwn(permanentRedirects, path)) path = permanentRedirects[path]!;
  return path === pathname ? null : path;
}

/**
 * A 301 to the canonical address with the query string kept, or null. The old address never
 * gets a history entry of its own, so the spec's "replace the history entry" holds as it is.
 * Remix's X-Remix-Replace header would instead replace the entry of the page the link was
 * clicked on, and Back would skip that page.
 */
export function permanentRedirectFor(url: URL) {
  const target = canonicalPath(url.pathname);
  if (!target) return null;
  return redirect(`${target}${url.search}`, 301);
}

/**
 * The same 301 before Remix, for page requests: Remix would otherwise answer /Kontakt and
 * /kontakt/ with the page itself, and the page cache would keep a copy under each spelling.
 */
export const redirectToCanonicalPath: RequestHandler = (req, res, next) => {
  if (req.method !== "GET" && req.method !== "HEAD") return next();
  const target = canonicalPath(req.path);
  if (!target) return next();
  res.redirect(301, `${target}${req.url.slice(req.path.length)}`);
};
