import type { IncomingMessage } from "node:http";
import type { TLSSocket } from "node:tls";

const localHosts = new Set(["localhost", "127.0.0.1", "[::1]", "::1"]);

export const hstsHeader = "max-age=31536000; includeSubDomains";

/** Where a plain-HTTP request to a public host must go instead, or null when it may stay. */
export function httpsLocation(request: { protocol: string; host: string; originalUrl: string }) {
  if (request.protocol !== "http") return null;
  const hostname = request.host.replace(/:\d+$/, "");
  if (localHosts.has(hostname)) return null;
  return `https://${request.host}${request.originalUrl}`;
}

/** What Express's req.protocol says, for a plain Node request: the proxy's word when trusted. */
export function requestProtocol(req: IncomingMessage, trustProxy: boolean) {
  const own = (req.socket as TLSSocket).encrypted ? "https" : "http";
  const forwarded = trustProxy ? req.headers["x-forwarded-proto"] : undefined;
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(",")[0]?.trim();
  return first || own;
}
