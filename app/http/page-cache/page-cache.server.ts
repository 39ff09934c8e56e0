import type { IncomingMessage, ServerResponse } from "node:http";
import type { Response as ExpressResponse, RequestHandler } from "express";
import { cachePolicies } from "~/headers";
import { acceptsGzip, compressPieces, gzipJoined } from "./gzip-around.server";
import { carriesVisitorCookies, publicPageCacheKey } from "./page-key.server";

/** What the server start-up uses of the page cache; everything else in this folder is private. */
export interface PageCache {
  /**
   * Express middleware, after the security headers and compression: gives pages their
   * policy and keeps the public ones.
   */
  keep: RequestHandler;
  /** Writes a kept page before Express; false when the request must go through the app. */
  answer(req: IncomingMessage, res: ServerResponse): boolean;
  /** Drops every kept page: staff published content they show. */
  forgetAll(): void;
}

interface PageCacheOptions {
  /** The CSP nonce the security headers gave this request, inside Express. */
  nonceOf: (req: IncomingMessage) => string;
  /**
   * Before Express, for a request a kept page can answer: sets this answer's own headers and
   * returns its nonce, or null when the request must go through the app after all.
   */
  prepareHit: (req: IncomingMessage, res: ServerResponse) => string | null;
  ttlMs?: number;
  maxEntries?: number;
}

interface CachedPage {
  status: number;
  headers: Record<string, string | string[]>;
  /** The body cut where the CSP nonce it was rendered with stood; every hit joins it with its own. */
  pieces: Buffer[];
  /** The same pieces, each compressed once (see gzip-around). */
  gzipPieces: Buffer[];
  expiresAt: number;
  /** One request is rendering a fresh copy; the others get this one meanwhile. */
  refreshing: boolean;
}

/**
 * Public pages get the publicPage policy (Vary: Cookie), and each is kept in memory for a
 * few seconds per consent state, so a burst of visitors costs one render. A hit joins the
 * stored page around the CSP nonce this answer was given, so no two answers share a nonce,
 * and sends it gzipped or plain as the client asks. When a copy expires, one request renders
 * the next while the rest are still answered from the old one. Anything that sets a cookie
 * or says private is passed through and not kept.
 *
 * `answer` runs before Express, because Express's routing costs a hit several times what
 * the page itself costs to send (bench:ssr, decision 073).
 */
export function createPageCache({
  nonceOf,
  prepareHit,
  ttlMs = 10_000,
  maxEntries = 500,
}: PageCacheOptions): PageCache {
  const pages = new Map<string, CachedPage>();
  // Bumped by forgetAll, so a page rendered before it is not kept after it.
  let generation = 0;

  function serve(
    req: IncomingMessage,
    res: ServerResponse,
    key: string | null,
    prepare: () => string | null,
  ) {
    const cached = key ? pages.get(key) : undefined;
    if (!cached || (cached.expiresAt <= Date.now() && !cached.refreshing)) return false;
    const nonce = prepare();
    if (nonce === null) return false;
    const needle = Buffer.from(nonce);
    const gzip = acceptsGzip(req.headers["accept-encoding"]);
    const chunks = gzip
      ? gzipJoined(cached.pieces, cached.gzipPieces, needle)
      : cached.pieces.flatMap((piece, index) => (index === 0 ? [piece] : [needle, piece]));
    res.writeHead(cached.status, {
      ...cached.headers,
      ...(gzip ? { "content-encoding": "gzip" } : {}),
      "content-length": String(chunks.reduce((sum, chunk) => sum + chunk.length, 0)),
    });
    res.cork();
    for (const chunk of chunks) res.write(chunk);
    res.end();
    return true;
  }

  const keep: RequestHandler = (req, res, next) => {
    const key = keyOf(req);
    if (!key) {
      // A page rendered for someone signed in, or with their toast, is theirs alone.
      if (carriesVisitorCookies(req.headers.cookie)) keepPrivate(res);
      return next();
    }
    if (serve(req, res, key, () => nonceOf(req))) return;
    const expired = pages.get(key);
    if (expired) expired.refreshing = true;
    const renderedIn = generation;
    captureResponse(res, (body) => {
      if (!body || renderedIn !== generation) {
        pages.delete(key);
        return;
      }
      if (!pages.has(key) && pages.size >= maxEntries) pages.delete(pages.keys().next().value!);
      const pieces = splitAtNonce(body, nonceOf(req));
      pages.set(key, {
        status: res.statusCode,
        headers: { ...storedHeaders(res), vary: varyWithEncoding(res), "x-page-cache": "hit" },
        pieces,
        gzipPieces: compressPieces(pieces),
        expiresAt: Date.now() + ttlMs,
        refreshing: false,
      });
    });
    next();
  };

  return {
    keep,
    answer: (req, res) => serve(req, res, keyOf(req), () => prepareHit(req, res)),
    forgetAll: () => {
      generation += 1;
      pages.clear();
    },
  };
}

function keyOf(req: IncomingMessage) {
  return publicPageCacheKey({
    method: req.method ?? "",
    url: req.url ?? "",
    cookie: req.headers.cookie,
  });
}

/** Cut once when the page is stored, so a hit copies no more than the page's own bytes. */
function splitAtNonce(body: Buffer, nonce: string) {
  if (!nonce) return [body];
  const needle = Buffer.from(nonce);
  const parts: Buffer[] = [];
  let start = 0;
  for (let at = body.indexOf(needle); at !== -1; at = body.indexOf(needle, start)) {
    parts.push(body.subarray(start, at));
    start = at + needle.length;
  }
  parts.push(body.subarray(start));
  return parts;
}

function varyWithEncoding(res: ExpressResponse) {
  const vary = String(res.getHeader("Vary") ?? "");
  return /accept-encoding/i.test(vary)
    ? vary
    : [vary, "Accept-Encoding"].filter(Boolean).join(", ");
}

/** Set again for every request (the CSP's nonce, HSTS only over HTTPS, compression) or computed for the copy itself. */
const perRequestHeaders = new Set([
  "content-length",
  "transfer-encoding",
  "content-encoding",
  "x-page-cache",
  "strict-transport-security",
  "content-security-policy",
  "content-security-policy-report-only",
]);

function storedHeaders(res: ExpressResponse) {
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(res.getHeaders())) {
    if (value === undefined || perRequestHeaders.has(name)) continue;
    headers[name] = typeof value === "number" ? String(value) : value;
  }
  return headers;
}

/**
 * Sets the policy as the headers go out and, for a shareable page only, collects the body;
 * hands over the body when the response ends (null when it may not be kept).
 */
function captureResponse(res: ExpressResponse, onEnd: (body: Buffer | null) => void) {
  const chunks: Buffer[] = [];
  let shareable = false;
  const writeHead = res.writeHead;
  const write = res.write;
  const end = res.end;
  res.writeHead = function (this: ExpressResponse, ...args: Parameters<typeof writeHead>) {
    applyPagePolicy(res);
    shareable = isShareable(res);
    return writeHead.apply(this, args);
  } as typeof writeHead;
  res.write = function (this: ExpressResponse, chunk: unknown, ...rest: unknown[]) {
    // The first write sends the headers, which decides whether this page may be kept.
    const result = (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
    if (shareable) collect(chunks, chunk, rest[0]);
    return result;
  } as typeof write;
  res.end = function (this: ExpressResponse, chunk?: unknown, ...rest: unknown[]) {
    const result = (end as (...args: unknown[]) => ExpressResponse).call(this, chunk, ...rest);
    if (shareable && typeof chunk !== "function") collect(chunks, chunk, rest[0]);
    onEnd(shareable && isShareable(res) ? Buffer.concat(chunks) : null);
    return result;
  } as typeof end;
  res.once("close", () => {
    if (!res.writableFinished) onEnd(null);
  });
  res.setHeader("X-Page-Cache", "miss");
}

function isShareable(res: ExpressResponse) {
  const type = String(res.getHeader("Content-Type") ?? "");
  const policy = String(res.getHeader("Cache-Control") ?? "");
  return (
    res.statusCode === 200 &&
    type.startsWith("text/html") &&
    !res.hasHeader("Set-Cookie") &&
    /\bpublic\b/.test(policy)
  );
}

/** Pages (and anything setting a cookie) go out private, whatever else the route said. */
function keepPrivate(res: ExpressResponse) {
  const writeHead = res.writeHead;
  res.writeHead = function (this: ExpressResponse, ...args: Parameters<typeof writeHead>) {
    const page = String(res.getHeader("Content-Type") ?? "").startsWith("text/html");
    if (page || res.hasHeader("Set-Cookie")) res.setHeader("Cache-Control", cachePolicies.personal);
    return writeHead.apply(this, args);
  } as typeof writeHead;
}

function applyPagePolicy(res: ExpressResponse) {
  if (res.hasHeader("Set-Cookie")) {
    res.setHeader("Cache-Control", cachePolicies.personal);
    return;
  }
  if (
    !res.hasHeader("Cache-Control") &&
    String(res.getHeader("Content-Type") ?? "").startsWith("text/html")
  ) {
    res.setHeader("Cache-Control", cachePolicies.publicPage);
    res.setHeader("Vary", "Cookie");
  }
}

function collect(chunks: Buffer[], chunk: unknown, encoding: unknown) {
  if (chunk === undefined || chunk === null) return;
  if (typeof chunk === "string")
    chunks.push(
      Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8"),
    );
  else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk));
}
