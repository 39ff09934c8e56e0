import type { IncomingMessage, ServerResponse } from "node:http";
import type { TLSSocket } from "node:tls";

const localHosts = new Set(["localhost", "127.0.0.1", "[::1]", "::1"]);

const hstsHeader = "max-age=31536000; includeSubDomains";

/** Where a plain-HTTP request to a public host must go instead, or null when it may stay. */
export function httpsLocation(request: { protocol: string; host: string; originalUrl: string }) {
  if (request.protocol !== "http") return null;
  const hostname = request.host.replace(/:\d+$/, "");
  if (localHosts.has(hostname)) return null;
  return `https://${request.host}${request.originalUrl}`;
}

/** The request's protocol: the first X-Forwarded-Proto when the proxy is trusted, else the socket's. */
function requestProtocol(req: IncomingMessage, trustProxy: boolean) {
  const own = (req.socket as TLSSocket).encrypted ? "https" : "http";
  const forwarded = trustProxy ? req.headers["x-forwarded-proto"] : undefined;
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(",")[0]?.trim();
  return first || own;
}

/**
 * The site's HTTPS rule for one request, before Express or inside it: the address a plain-HTTP
 * request to a public host must go to, or null after marking an HTTPS answer with HSTS.
 */
export function applyHttpsRule(req: IncomingMessage, res: ServerResponse, trustProxy: boolean) {
  const protocol = requestProtocol(req, trustProxy);
  const location = httpsLocation({
    protocol,
    host: req.headers.host ?? "",
    originalUrl: req.url ?? "/",
  });
  if (!location && protocol === "https") res.setHeader("Strict-Transport-Security", hstsHeader);
  return location;
}
