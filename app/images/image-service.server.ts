import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Readable } from "node:stream";
import { createReadableStreamFromReadable } from "@remix-run/node";
import sharp from "sharp";
import { parseImageRequest, type ImageVariant } from "./params";
import { mimeTypes, transformImage, UnprocessableImageError } from "./transform.server";
import { createVariantCache, type CachedVariant } from "./variant-cache.server";
import { IMAGE_ROUTE_PREFIX } from "./variants";
import { cachePolicies } from "~/headers";
import { log } from "~/observability/index.server";

/** Where the originals come from: a readable stream of the stored bytes, or null when the key is unknown. */
export type ImageSource = (key: string) => Promise<Readable | null>;

export type ImageServiceOptions = {
  cacheDirectory: string;
  limitInputPixels?: number;
  /** The Cache-Control of every image answer; public and immutable unless told otherwise. */
  cacheControl?: string;
};

/** Bump when the transform changes its output, so browsers and caches fetch the new bytes. */
const pipelineVersion = `1/sharp-${sharp.versions.sharp}`;

type RequestFacts = {
  key: string;
  search: URLSearchParams;
  accept: string | null;
  ifNoneMatch: string | null;
};
type Headers = Record<string, string>;

/** What the request resolves to before any original is read. */
type Lookup =
  | { kind: "error"; status: number; message: string }
  | { kind: "not-modified"; headers: Headers }
  | { kind: "hit"; headers: Headers; cached: CachedVariant }
  | { kind: "miss"; headers: Headers; variant: ImageVariant };

type Produced = { bytes: Buffer } | null;

export function createImageService({
  cacheDirectory,
  limitInputPixels,
  cacheControl = cachePolicies.imageVariant,
}: ImageServiceOptions) {
  const cache = createVariantCache(cacheDirectory);
  const inFlight = new Map<string, { job: Promise<Produced>; generation: number }>();

  async function lookup({ key, search, accept, ifNoneMatch }: RequestFacts): Promise<Lookup> {
    if (!isWellFormedKey(key)) return { kind: "error", status: 404, message: "Fant ikke bildet." };
    const parsed = parseImageRequest(search, accept);
    if (!parsed.ok) return { kind: "error", status: 400, message: parsed.message };

    const { variant, negotiated } = parsed;
    const etag = `"${variantId(key, variant)}"`;
    const headers: Headers = {
      "Cache-Control": cacheControl,
      ETag: etag,
      "X-Content-Type-Options": "nosniff",
      ...(negotiated ? { Vary: "Accept" } : {}),
    };
    if (matchesETag(ifNoneMatch, etag)) return { kind: "not-modified", headers };

    const cached = await cache.read(key, variant);
    const content = { "Content-Type": mimeTypes[variant.format] };
    if (cached) {
      const hitHeaders = {
        ...headers,
        ...content,
        "Content-Length": String(cached.size),
        "X-Image-Cache": "hit",
      };
      return { kind: "hit", headers: hitHeaders, cached };
    }
    return { kind: "miss", headers: { ...headers, ...content, "X-Image-Cache": "miss" }, variant };
  }

  /**
   * Transforms once per variant even when many requests for a cold variant arrive together;
   * a request after a purge does not join a transform of the original read before it.
   */
  function produce(key: string, variant: ImageVariant, source: ImageSource): Promise<Produced> {
    const id = variantId(key, variant);
    const generation = cache.generation(key);
    const running = inFlight.get(id);
    if (running?.generation === generation) return running.job;
    const job = transformAndStore(key, variant, generation, source).finally(() => {
      if (inFlight.get(id)?.job === job) inFlight.delete(id);
    });
    inFlight.set(id, { job, generation });
    return job;
  }

  async function transformAndStore(
    key: string,
    variant: ImageVariant,
    generation: number,
    source: ImageSource,
  ): Promise<Produced> {
    const input = await source(key);
    if (!input) return null;
    const bytes = await transformImage(input, variant, limitInputPixels);
    await cache.write(key, variant, bytes, generation);
    return { bytes };
  }

  /**
   * The route's answer: every case, including producing a cold variant from the original
   * `source` reads, so the route decides whose originals a request may reach.
   */
  async function respond(request: Request, key: string, source: ImageSource): Promise<Response> {
    const result = await lookup({
      key,
      search: new URL(request.url).searchParams,
      accept: request.headers.get("accept"),
      ifNoneMatch: request.headers.get("if-none-match"),
    });
    switch (result.kind) {
      case "error":
        return plain(result.status, result.message);
      case "not-modified":
        return new Response(null, { status: 304, headers: result.headers });
      case "hit": {
        const body = createReadableStreamFromReadable(createReadStream(result.cached.file));
        return new Response(body, { status: 200, headers: result.headers });
      }
      case "miss":
        return produceResponse(key, result.variant, result.headers, source);
    }
  }

  async function produceResponse(
    key: string,
    variant: ImageVariant,
    headers: Headers,
    source: ImageSource,
  ) {
    let produced: Produced;
    try {
      produced = await produce(key, variant, source);
    } catch (error) {
      if (!(error instanceof UnprocessableImageError)) throw error;
      log.warn({ key, detail: error.message }, "Bildet kunne ikke behandles");
      return plain(422, "Filen kan ikke vises som bilde.");
    }
    if (!produced) return plain(404, "Fant ikke bildet.");
    const { buffer, byteOffset, length } = produced.bytes;
    const body = new Uint8Array(buffer as ArrayBuffer, byteOffset, length);
    return new Response(body, {
      status: 200,
      headers: { ...headers, "Content-Length": String(length) },
    });
  }

  /**
   * Express/Connect middleware for the server in front of Remix: answers cache hits and
   * revalidations straight from disk, and passes everything else (misses, errors) on to
   * the route. A hit this way costs about what a static file does (decision 063).
   */
  async function serveCached(
    req: IncomingMessage,
    res: ServerResponse,
    next: (error?: unknown) => void,
  ) {
    const facts = nodeRequestFacts(req);
    if (!facts) return next();
    try {
      const result = await lookup(facts);
      if (result.kind === "not-modified") {
        res.writeHead(304, result.headers).end();
      } else if (result.kind === "hit") {
        res.writeHead(200, result.headers);
        if (req.method === "HEAD") res.end();
        else createReadStream(result.cached.file).on("error", next).pipe(res);
      } else {
        next();
      }
    } catch (error) {
      next(error);
    }
  }

  return { respond, serveCached, purge: cache.purge };
}

export type ImageService = ReturnType<typeof createImageService>;

function nodeRequestFacts(req: IncomingMessage): RequestFacts | null {
  if (req.method !== "GET" && req.method !== "HEAD") return null;
  const url = req.url ?? "";
  if (!url.startsWith(`${IMAGE_ROUTE_PREFIX}/`)) return null;
  const queryStart = url.indexOf("?");
  const path = url.slice(IMAGE_ROUTE_PREFIX.length + 1, queryStart === -1 ? undefined : queryStart);
  let key: string;
  try {
    key = decodeURIComponent(path);
  } catch {
    return null;
  }
  const accept = req.headers.accept ?? null;
  const ifNoneMatch = req.headers["if-none-match"] ?? null;
  const search = new URLSearchParams(queryStart === -1 ? "" : url.slice(queryStart + 1));
  return { key, search, accept, ifNoneMatch };
}

/** Keys are storage paths; anything that could climb out of a folder is not one of ours. */
function isWellFormedKey(key: string) {
  if (key.length === 0 || key.length > 512) return false;
  if (/[\\\0]/.test(key) || key.startsWith("/")) return false;
  return key.split("/").every((segment) => segment !== "" && segment !== "." && segment !== "..");
}

function variantId(key: string, { width, quality, format }: ImageVariant) {
  return createHash("sha256")
    .update(`${pipelineVersion}|${key}|${width}|${quality}|${format}`)
    .digest("base64url")
    .slice(0, 32);
}

function matchesETag(ifNoneMatch: string | null, etag: string) {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(",")
    .map((tag) => tag.trim().replace(/^W\//, ""))
    .some((tag) => tag === "*" || tag === etag);
}

function plain(status: number, message: string) {
  return new Response(message, {
    status,
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": cachePolicies.momentary,
    },
  });
}
