const localHosts = new Set(["localhost", "127.0.0.1", "[::1]", "::1"]);

export const hstsHeader = "max-age=31536000; includeSubDomains";

/** Where a plain-HTTP request to a public host must go instead, or null when it may stay. */
export function httpsLocation(request: { protocol: string; host: string; originalUrl: string }) {
  if (request.protocol !== "http") return null;
  const hostname = request.host.replace(/:\d+$/, "");
  if (localHosts.has(hostname)) return null;
  return `https://${request.host}${request.originalUrl}`;
}
