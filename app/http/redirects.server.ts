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
 * A 301 to the new address with the query string kept, or null. The replace header makes
 * client-side navigations replace the history entry, as the spec asks.
 */
export function permanentRedirectFor(url: URL) {
  const pathname = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, "") : url.pathname;
  const target = permanentRedirects[pathname];
  if (!target) return null;
  return redirect(`${target}${url.search}`, {
    status: 301,
    headers: { "X-Remix-Replace": "true" },
  });
}
