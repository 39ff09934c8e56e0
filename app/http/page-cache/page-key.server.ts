import { consentKey, readConsent } from "~/consent";
import { readCookie } from "~/consent/index.server";

/** Paths whose pages depend on who asks, or that are not pages at all. */
const notPublicPages =
  /^\/(admin|auth|oidc|prosjekt|kundeskjema|samtykke|nyhetsbrev|newsletter|filer|bilder|healthz)(\/|$)/;
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
  // Files (anything with an extension, route data included) are not pages.
  if (/\.[a-z0-9]+$/i.test(url) || notPublicPages.test(url)) return null;
  if (cookie === "") return `${url}|unset`;
  if (carriesVisitorCookies(cookie)) return null;
  const consent = readConsent(readCookie(cookie, consentKey));
  const variant =
    consent.status === "chosen"
      ? `analytics=${consent.choice.analytics},ads=${consent.choice.ads}`
      : consent.status;
  return `${url}|${variant}`;
}
