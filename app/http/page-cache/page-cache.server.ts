import type { IncomingMessage, ServerResponse } from "node:http";
import type {
  Request as ExpressRequest,
  Response as ExpressResponse,
  RequestHandler,
} from "express";
import { consentKey, readConsent } from "~/consent";
import { readCookie } from "~/consent/index.server";
import { compressPieces, gzipJoined } from "./gzip-around.server";

/** The named Cache-Control policies. */
export const cachePolicies = {
  /**
   * Public pages: browsers always ask again (a consent choice must show at once); shared
   * caches may keep a copy per Cookie header for a minute.
   */
  publicPage: "public, max-age=0, s-maxage=60, stale-while-revalidate=300",
  hashedAsset: "public, max-age=31536000, immutable",
  personal: "private, no-store",
} as const;

/** Paths whose pages depend on who asks, or that are not pages at all. */
const notPublicPages =
  /^\/(admin|auth|oidc|prosjekt|kundeskjema|samtykke|nyhetsbrev|newsletter|filer|bilder|healthz)(\/|$)/;
/** Cookies the server never reads when rendering a page: Google's own and the consent choice (part of the key). */
const ignoredCookie = (name: string) => name === consentKey || /^_(ga|gid|gcl)/.test(name);

/**
 * The key a page is cached under, or null when this request must reach the app: only
 * anonymous GETs of public pages without a query string, one copy per consent state (each
 * copy serves gzip and plain clients alike).
 */
export function publicPageCacheKey(request: { method: string; url: string; cookie?: string }) {
  const { method, url, cookie = "" } = request;
  if (method !== "GET" || url.includes("?")) return null;
  // Files (anything with an extension, route data included) are not pages.
  if (/\.[a-z0-9]+$/i.test(url) || notPublicPages.test(url)) return null;
  if (cookie === "") return `${url}|unset`;
  const names = cookie.split(";").map((pair) => pair.split("=")[0]!.trim());
  if (!names.every((name) => name === "" || ignoredCookie(name))) return null;
  const consent = readConsent(readCookie(cookie, consentKey));
  const variant =
    consent.status === "chosen"
      ? `analytics=${consent.choice.analytics},ads=${consent.choice.ads}`
      : consent.status;
  return `${url}|${variant}`;
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
 * stored page around the CSP nonce the security headers just gave this request, so no two
 * answers share a nonce, and sends it gzipped or plain as the client asks. When a copy
 * expires, one request renders the next while the rest are still answered from the old one.
 * Anything that sets a cookie or says private is passed through and not kept.
 *
 * `keep` is the Express middleware that stores pages (mounted after the security headers and
 * compression); `answer` serves a hit and can run before Express, which costs a hit several
 * times what the page itself costs to send (bench:ssr).
 */
export function publicPageCache({
  ttlMs = 10_000,
  maxEntries = 500,
}: { ttlMs?: number; maxEntries?: number } = {}) {
  const pages = new Map<string, CachedPage>();

  /**
   * Writes the stored page when there is one to give. `prepare` sets the answer's own headers
   * and returns its nonce, or null when the request must go through the app after all.
   */
  function answer(
    req: IncomingMessage,
    res: ServerResponse,
    prepare: () => string | null,
    key = keyOf(req),
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

  function keep(nonceOf: (req: ExpressRequest) => string): RequestHandler {
    return (req, res, next) => {
      const key = keyOf(req);
      if (!key) return next();
      if (answer(req, res, () => nonceOf(req), key)) return;
      const expired = pages.get(key);
      if (expired) expired.refreshing = true;
      captureResponse(res, (body) => {
        if (!body) {
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
  }

  return { answer, keep };
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

/** gzip unless the client left it out or refused it with q=0. */
export function acceptsGzip(header: string | undefined) {
  return (header ?? "").split(",").some((entry) => {
    const [name = "", ...params] = entry.split(";").map((part) => part.trim().toLowerCase());
    const q = params.find((param) => param.startsWith("q="));
    return (name === "gzip" || name === "*") && (q === undefined || Number(q.slice(2)) > 0);
  });
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
    policy.includes("public")
  );
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
