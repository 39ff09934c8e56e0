import type { IncomingMessage, ServerResponse } from "node:http";
import type { RequestHandler } from "express";
import type { Config } from "~/config/index.server";
import {
  contentSecurityPolicy,
  createNonce,
  downloadPolicy,
} from "./content-security-policy.server";

/** Features this site never uses; the YouTube player keeps fullscreen and picture-in-picture. */
const permissionsPolicy = [
  "accelerometer=()",
  "browsing-topics=()",
  "camera=()",
  "display-capture=()",
  "geolocation=()",
  "gyroscope=()",
  "hid=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "payment=()",
  "serial=()",
  "usb=()",
  "xr-spatial-tracking=()",
].join(", ");

const nonces = new WeakMap<IncomingMessage, string>();

/** The nonce the headers promised for this request; the document's inline scripts carry it. */
export function cspNonceFor(req: IncomingMessage) {
  return nonces.get(req) ?? "";
}

/** Signed links, enquiry attachments and customer-project files in admin. */
const isDownload = (url: string) => /(^|\/)(filer|vedlegg)\//.test(url.split("?")[0]!);

/**
 * The build's hashed scripts, styles and fonts. None is a document or a worker, so the
 * document policies (CSP, framing, permissions, opener) would do nothing on them but cost
 * about 1 kB of headers on each of the thirty files a page loads. A miss never becomes a page.
 */
const isBuiltAsset = (url: string) => url.startsWith("/assets/");

/**
 * Sets the security headers on every answer (pages, assets, downloads, errors), before
 * anything else runs. Outside production the policy is report-only, because Vite's dev
 * client injects scripts that carry no nonce.
 */
export function securityHeaders(config: Config): RequestHandler {
  return (req, res, next) => {
    setSecurityHeaders(req, res, config);
    next();
  };
}

/**
 * The headers of `securityHeaders` on a plain Node request; gives it its nonce ("" for a
 * built asset, which has no inline script to allow).
 */
export function setSecurityHeaders(req: IncomingMessage, res: ServerResponse, config: Config) {
  if (isBuiltAsset(req.url ?? "/")) {
    res.setHeader("X-Content-Type-Options", "nosniff");
    return "";
  }
  const nonce = createNonce();
  nonces.set(req, nonce);
  const policyHeader = config.isProduction
    ? "Content-Security-Policy"
    : "Content-Security-Policy-Report-Only";
  const headers = {
    [policyHeader]: isDownload(req.url ?? "/")
      ? downloadPolicy
      : contentSecurityPolicy(nonce, config),
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": permissionsPolicy,
    "Cross-Origin-Opener-Policy": "same-origin",
  };
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  return nonce;
}
