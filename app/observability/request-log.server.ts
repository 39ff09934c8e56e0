import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { pinoHttp } from "pino-http";
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
 * is also put on the request's headers, so Remix's error handler can name it.
 */
export function createRequestLogging(trust: TrustRule) {
  const started = Symbol("started");
  type Timed = IncomingMessage & { [started]?: bigint };

  const logging = pinoHttp({
    logger: getLogger(),
    // Neither pino-http's request nor response logger may bind the whole request: its
    // serializer writes every header, cookies included.
    quietReqLogger: true,
    quietResLogger: true,
    wrapSerializers: false,
    serializers: { req: () => undefined, res: () => undefined },
    customAttributeKeys: { reqId: "requestId" },
    genReqId(req, res) {
      const incoming = req.headers["x-request-id"];
      const fromProxy =
        typeof incoming === "string" &&
        acceptableRequestId.test(incoming) &&
        trust(req.socket.remoteAddress ?? "", 0);
      const id = fromProxy ? incoming : randomUUID();
      req.headers["x-request-id"] = id;
      res.setHeader("X-Request-Id", id);
      return id;
    },
    customLogLevel: (_req, res, error) =>
      error || res.statusCode >= 500 ? "error" : res.statusCode >= 400 ? "warn" : "info",
    customSuccessMessage: () => "forespørsel",
    customErrorMessage: () => "forespørsel avbrutt eller feilet",
    customSuccessObject: (req, res) => line(req, res, trust, (req as Timed)[started]),
    customErrorObject: (req, res, error) => ({
      ...line(req, res, trust, (req as Timed)[started]),
      err: error,
    }),
  });

  return (req: IncomingMessage, res: ServerResponse) => {
    (req as Timed)[started] = process.hrtime.bigint();
    res.once("finish", () => {
      const seconds = Number(process.hrtime.bigint() - ((req as Timed)[started] ?? 0n)) / 1e9;
      const method = req.method ?? "GET";
      observeRequest(method, routeLabel(targetOf(req), res.statusCode), res.statusCode, seconds);
    });
    logging(req, res);
  };
}

/**
 * The address as the client sent it: Express strips a mount's prefix from req.url
 * (`/assets/x.js` becomes `/x.js` inside express.static), and keeps the original here.
 */
function targetOf(req: IncomingMessage & { originalUrl?: string }) {
  return req.originalUrl ?? req.url ?? "/";
}

function line(
  req: IncomingMessage,
  res: ServerResponse,
  trust: TrustRule,
  startedAt: bigint | undefined,
) {
  // The request id comes from pino-http's per-request logger, as "requestId".
  return {
    method: req.method,
    path: safePath(targetOf(req)),
    status: res.statusCode,
    durationMs: startedAt
      ? Math.round(Number(process.hrtime.bigint() - startedAt) / 1e4) / 100
      : undefined,
    ip: clientAddress(req, trust),
  };
}
