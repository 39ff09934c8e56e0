import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { getLogger } from "./logger.server";
import { observeRequest } from "./metrics.server";
import { routeLabel, safePath } from "./safe-path";

/** Express's compiled "trust proxy" rule: is the hop at this address, this far back, trusted? */
type TrustRule = (address: string, hop: number) => boolean;

// Anything else could carry a line break or a megabyte into the log.
const acceptableRequestId = /^[\w.:@-]{1,128}$/;

/**
 * The client as Express's req.ip decides it, computed here because the page cache answers
 * before Express: walk X-Forwarded-For from the nearest hop while the hop is trusted.
 */
export function clientAddress(req: IncomingMessage, trust: TrustRule) {
  const forwarded = String(req.headers["x-forwarded-for"] ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean)
    .reverse();
  const chain = [req.socket.remoteAddress ?? "", ...forwarded];
  for (let hop = 0; hop < chain.length - 1; hop += 1) {
    if (!trust(chain[hop]!, hop)) return chain[hop]!;
  }
  return chain[chain.length - 1]!;
}

/**
 * Gives every request an id (the trusted proxy's X-Request-Id, or a new one), sends it back
 * as X-Request-Id, and on the way out writes one log line and the request metrics. The id
 * is also put on the request's headers, so Remix's error handler can name it. One call to the
 * site's logger per request: pino-http built a child logger for every request first, a tenth
 * of what a page-cache hit cost the server (bench:ssr).
 */
export function createRequestLogging(trust: TrustRule) {
  return (req: IncomingMessage, res: ServerResponse) => {
    const startedAt = process.hrtime.bigint();
    const requestId = requestIdOf(req, trust);
    req.headers["x-request-id"] = requestId;
    res.setHeader("X-Request-Id", requestId);
    // "close" comes after "finish" for every answer, and alone for a client that went away.
    res.once("close", () =>
      logRequest(req, res, { requestId, ip: clientAddress(req, trust), startedAt }),
    );
  };
}

function requestIdOf(req: IncomingMessage, trust: TrustRule) {
  const incoming = req.headers["x-request-id"];
  const fromProxy =
    typeof incoming === "string" &&
    acceptableRequestId.test(incoming) &&
    trust(req.socket.remoteAddress ?? "", 0);
  return fromProxy ? incoming : randomUUID();
}

function logRequest(
  req: IncomingMessage,
  res: ServerResponse,
  { requestId, ip, startedAt }: { requestId: string; ip: string; startedAt: bigint },
) {
  const elapsed = Number(process.hrtime.bigint() - startedAt);
  const method = req.method ?? "GET";
  const status = res.statusCode;
  const target = targetOf(req);
  const aborted = !res.writableFinished;
  // A client that went away before the answer was sent is logged, but not counted in metrics.
  if (!aborted) observeRequest(method, routeLabel(target, status), status, elapsed / 1e9);
  const level = status >= 500 ? "error" : status >= 400 ? "warn" : "info";
  getLogger()[level](
    {
      requestId,
      method,
      path: safePath(target),
      status,
      durationMs: Math.round(elapsed / 1e4) / 100,
      ip,
      ...(aborted ? { aborted } : {}),
    },
    aborted || status >= 500 ? "forespørsel avbrutt eller feilet" : "forespørsel",
  );
}

/**
 * The address as the client sent it: Express strips a mount's prefix from req.url
 * (`/assets/x.js` becomes `/x.js` inside express.static), and keeps the original here.
 */
function targetOf(req: IncomingMessage & { originalUrl?: string }) {
  return req.originalUrl ?? req.url ?? "/";
}
