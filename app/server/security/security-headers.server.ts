import type { Request, RequestHandler, Response } from "express";
import type { Config } from "~/config.server";
import { contentSecurityPolicy, createNonce, downloadPolicy } from "./content-security-policy.server";

/** Features this site never uses; the YouTube player keeps fullscreen and picture-in-picture. */
export const permissionsPolicy = [
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

const nonces = new WeakMap<Request, string>();

/** The nonce the headers promised for this request; the document's inline scripts carry it. */
export function cspNonceFor(req: Request) {
  return nonces.get(req) ?? "";
}

const isDownload = (path: string) => path.startsWith("/filer/") || /\/vedlegg\//.test(path);

/**
 * Sets the security headers on every answer (pages, assets, downloads, errors), before
 * anything else runs. Outside production the policy is report-only, because Vite's dev
 * client injects scripts that carry no nonce.
 */
export function securityHeaders(config: Config): RequestHandler {
  const policyHeader = config.isProduction
    ? "Content-Security-Policy"
    : "Content-Security-Policy-Report-Only";
  return (req, res, next) => {
    const nonce = createNonce();
    nonces.set(req, nonce);
    setHeaders(res, {
      [policyHeader]: isDownload(req.path) ? downloadPolicy : contentSecurityPolicy(nonce, config),
      "X-Content-Type-Options": "nosniff",
      "X-Frame-Options": "DENY",
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "Permissions-Policy": permissionsPolicy,
      "Cross-Origin-Opener-Policy": "same-origin",
    });
    next();
  };
}

function setHeaders(res: Response, headers: Record<string, string>) {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
}
