import type { Request, RequestHandler } from "express";

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * RFC 8058: mail clients post the one-click unsubscribe from wherever they run. The inbound
 * mail webhook is a server's post, authenticated by its own password (decision 238).
 */
const crossSiteAllowed = [/^\/newsletter\/unsubscribe(\.data)?\/?$/, /^\/webhooks\/inbound-mail$/];

const crossSiteRefusal = "Skjemaet ble sendt fra et annet nettsted og ble avvist.";

/**
 * Refuses a state-changing request that a browser says came from another site
 * (decision 091). Sec-Fetch-Site is asked first; browsers that do not send it still send
 * Origin on every POST. A request with neither did not come from a browser page, so it
 * cannot be a cross-site forgery and is let through.
 */
export function rejectCrossSiteWrites(siteUrl: URL): RequestHandler {
  return (req, res, next) => {
    if (safeMethods.has(req.method) || crossSiteAllowed.some((path) => path.test(req.path))) {
      return next();
    }
    if (isSameSite(req, siteUrl)) return next();
    res.status(403).type("text/plain; charset=utf-8").send(crossSiteRefusal);
  };
}

function isSameSite(req: Request, siteUrl: URL) {
  const fetchSite = req.get("sec-fetch-site");
  if (fetchSite) return fetchSite === "same-origin" || fetchSite === "none";
  const origin = req.get("origin");
  if (origin === undefined) return true;
  return origin === siteUrl.origin || origin === `${req.protocol}://${req.get("host")}`;
}
