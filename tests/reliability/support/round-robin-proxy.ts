import { createServer, request } from "node:http";
import type { AddressInfo } from "node:net";

/** Sent by a test to pin a request to one instance ("a", "b", …); unpinned requests take turns. */
export const PIN_HEADER = "x-test-instance";
/** Which instance answered, added to every response. */
export const SERVED_BY_HEADER = "x-served-by";

/**
 * A load balancer in a few lines: round robin over the upstreams, X-Forwarded-For and
 * -Proto added as a real proxy would, bodies streamed both ways. Requests take turns within
 * their first path segment, so the steps of one flow (the sign-in's /oidc/… requests) are
 * sure to alternate whatever else the page loads in between.
 */
export async function startRoundRobinProxy(upstreams: { name: string; url: string }[], port = 0) {
  const turns = new Map<string, number>();
  const served: { name: string; method: string; path: string }[] = [];
  const server = createServer((req, res) => {
    const pinned = upstreams.find((upstream) => upstream.name === req.headers[PIN_HEADER]);
    const family = (req.url ?? "/").split(/[/?]/)[1] ?? "";
    const turn = turns.get(family) ?? 0;
    if (!pinned) turns.set(family, turn + 1);
    const upstream = pinned ?? upstreams[turn % upstreams.length]!;
    served.push({ name: upstream.name, method: req.method ?? "GET", path: req.url ?? "/" });
    const target = new URL(upstream.url);
    const forwarded = [req.headers["x-forwarded-for"], req.socket.remoteAddress]
      .filter(Boolean)
      .join(", ");
    const outgoing = request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, "x-forwarded-for": forwarded, "x-forwarded-proto": "http" },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, {
          ...answer.headers,
          [SERVED_BY_HEADER]: upstream.name,
        });
        answer.pipe(res);
      },
    );
    outgoing.on("error", () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(outgoing);
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}`,
    served,
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
