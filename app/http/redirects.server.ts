import { redirect } from "@remix-run/node";

/** Old and alternative addresses (spec §2 plus the 360 ones in design.md), all permanent. */
export const permanentRedirects: Readonly<Record<string, string>> = {
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
 * A 301 to the new address with the query string kept, or null. The old address never gets a
 * history entry of its own, so the spec's "replace the history entry" holds as it is. Remix's
 * X-Remix-Replace header would instead replace the entry of the page the link was clicked on,
 * and Back would skip that page.
 */
export function permanentRedirectFor(url: URL) {
  const pathname = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, "") : url.pathname;
  const target = permanentRedirects[pathname];
  if (!target) return null;
  return redirect(`${target}${url.search}`, 301);
}
