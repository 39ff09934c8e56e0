import { consentKey, readConsent } from "~/consent";
import { readCookie } from "~/consent/index.server";

/** Paths whose pages depend on who asks, or that are not pages at all. */
const notPublicPages =
  /^\/(admin|auth|oidc|prosjekt|kundeskjema|samtykke|nyhetsbrev|newsletter|filer|bilder|healthz)(\/|$)/i;
/** Cookies the server never reads when rendering a page: Google's own and the consent choice (part of the key). */
const ignoredCookie = (name: string) => name === consentKey || /^_(ga|gid|gcl)/.test(name);

/** Whether the request carries a cookie a page may be rendered from: a sign-in, a toast. */
export function carriesVisitorCookies(cookie = "") {
  const names = cookie.split(";").map((pair) => pair.split("=")[0]!.trim());
  return !names.every((name) => name === "" || ignoredCookie(name));
}

/**
 * The key a page is cached under, or null when this request must reach the app: only
 * anonymous GETs of public pages without a query string, one copy per consent state (each
 * copy serves gzip and plain clients alike).
 */
export function publicPageCacheKey(request: { method: string; url: string; cookie?: string }) {
  const { method, url, cookie = "" } = request;
  if (method !== "GET" || url.includes("?")) return null;
  const path = renderedPath(url);
  // Files (anything with an extension, route data included) are not pages.
  if (path === null || /\.[a-z0-9]+$/i.test(path) || notPublicPages.test(path)) return null;
  if (cookie === "") return `${path}|unset`;
  if (carriesVisitorCookies(cookie)) return null;
  const consent = readConsent(readCookie(cookie, consentKey));
  const variant =
    consent.status === "chosen"
      ? `analytics=${consent.choice.analytics},ads=${consent.choice.ads}`
      : consent.status;
  return `${path}|${variant}`;
}

/**
 * The path Remix renders for a request target, read as the Remix handler reads it: absolute
 * form ("http://host/kundeskjema", which any client may send) gives its path, dot segments
 * are resolved, a fragment is dropped, and percent-escapes are decoded, as Remix decodes
 * them before it matches a route. Null for a target the app answers with a redirect or a
 * refusal, never a page: one that starts with two slashes (which the URL parser would read
 * as a host), or bad escapes.
 */
function renderedPath(target: string) {
  // What browsers send: nothing to resolve, and a hit stays as cheap as it was.
  if (target.startsWith("/") && !/[%#\\]|\/[/.]/.test(target)) return target;
  if (/^[\\/]{2}/.test(target)) return null;
  try {
    return decodeURIComponent(new URL(target, "http://page-cache.invalid").pathname);
  } catch {
    return null;
  }
}
