import type { IncomingMessage, ServerResponse } from "node:http";
import type { TLSSocket } from "node:tls";

const localHosts = new Set(["localhost", "127.0.0.1", "[::1]", "::1"]);

const hstsHeader = "max-age=31536000; includeSubDomains";

/** Where a plain-HTTP request to a public host must go instead, or null when it may stay. */
export function httpsLocation(request: { protocol: string; host: string; originalUrl: string }) {
  if (request.protocol !== "http" || !request.host) return null;
  const hostname = request.host.replace(/:\d+$/, "");
  if (localHosts.has(hostname)) return null;
  return `https://${request.host}${pathOf(request.originalUrl)}`;
}

/**
 * The path and query of a request target. HTTP allows the absolute form
 * (`GET http://host/path`), which a proxy sends; only its path belongs after the host.
 */
function pathOf(target: string) {
  if (target.startsWith("/")) return target;
  try {
    const { pathname, search } = new URL(target);
    return pathname + search;
  } catch {
    return "/";
  }
}

/** Express's compiled "trust proxy": may the peer at this address speak for the one before it? */
export type TrustProxy = (address: string, hop: number) => boolean;

/**
 * The request's protocol: X-Forwarded-Proto's first value when the peer that connected is a
 * trusted proxy (as Express's req.protocol reads it), else the socket's own.
 */
function requestProtocol(req: IncomingMessage, trust: TrustProxy) {
  const own = (req.socket as TLSSocket).encrypted ? "https" : "http";
  const peer = req.socket.remoteAddress;
  const forwarded = peer && trust(peer, 0) ? req.headers["x-forwarded-proto"] : undefined;
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(",")[0]?.trim();
  return first || own;
}

/**
 * The site's HTTPS rule for one request, before Express or inside it: the address a plain-HTTP
 * request to a public host must go to, or null after marking an HTTPS answer with HSTS.
 */
export function applyHttpsRule(req: IncomingMessage, res: ServerResponse, trust: TrustProxy) {
  const protocol = requestProtocol(req, trust);
  const location = httpsLocation({
    protocol,
    host: req.headers.host ?? "",
    originalUrl: req.url ?? "/",
  });
  if (!location && protocol === "https") res.setHeader("Strict-Transport-Security", hstsHeader);
  return location;
}
