import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import type { Readable } from "node:stream";
import { createReadableStreamFromReadable } from "@remix-run/node";
import sharp from "sharp";
import { parseImageRequest, type ImageVariant } from "./params";
import { mimeTypes, transformImage, UnprocessableImageError } from "./transform.server";
import { createVariantCache, type CachedVariant } from "./variant-cache.server";

/** Where the originals come from: a readable stream of the stored bytes, or null when the key is unknown. */
export type ImageSource = (key: string) => Promise<Readable | null>;

export type ImageServiceOptions = {
  source: ImageSource;
  cacheDirectory: string;
  limitInputPixels?: number;
};

/** Bump when the transform changes its output, so browsers and caches fetch the new bytes. */
const pipelineVersion = `1/sharp-${sharp.versions.sharp}`;
const immutable = "public, max-age=31536000, immutable";

type Produced = { bytes: Buffer } | { cached: CachedVariant } | null;

export function createImageService({
  source,
  cacheDirectory,
  limitInputPixels,
}: ImageServiceOptions) {
  const cache = createVariantCache(cacheDirectory);
  const inFlight = new Map<string, Promise<Produced>>();

  /** Transforms once per variant even when many requests for a cold variant arrive together. */
  function produce(key: string, variant: ImageVariant): Promise<Produced> {
    const id = variantId(key, variant);
    const running = inFlight.get(id);
    if (running) return running;
    const job = transformAndStore(key, variant).finally(() => inFlight.delete(id));
    inFlight.set(id, job);
    return job;
  }

  async function transformAndStore(key: string, variant: ImageVariant): Promise<Produced> {
    const input = await source(key);
    if (!input) return null;
    const bytes = await transformImage(input, variant, limitInputPixels);
    await cache.write(key, variant, bytes);
    return { bytes };
  }

  async function respond(request: Request, key: string): Promise<Response> {
    if (!isWellFormedKey(key)) return plain(404, "Fant ikke bildet.");
    const url = new URL(request.url);
    const parsed = parseImageRequest(url.searchParams, request.headers.get("accept"));
    if (!parsed.ok) return plain(400, parsed.message);

    const { variant, negotiated } = parsed;
    const headers = new Headers({
      "Cache-Control": immutable,
      ETag: `"${variantId(key, variant)}"`,
      "X-Content-Type-Options": "nosniff",
    });
    if (negotiated) headers.set("Vary", "Accept");
    if (matchesETag(request.headers.get("if-none-match"), headers.get("ETag")!)) {
      return new Response(null, { status: 304, headers });
    }

    const hit = await cache.read(key, variant);
    const produced = hit ? { cached: hit } : await produceOrRefuse(key, variant);
    if (produced instanceof Response) return produced;
    if (!produced) return plain(404, "Fant ikke bildet.");

    headers.set("Content-Type", mimeTypes[variant.format]);
    headers.set("X-Image-Cache", hit ? "hit" : "miss");
    if ("bytes" in produced) {
      headers.set("Content-Length", String(produced.bytes.length));
      const { buffer, byteOffset, length } = produced.bytes;
      const view = new Uint8Array(buffer as ArrayBuffer, byteOffset, length);
      return new Response(view, { status: 200, headers });
    }
    headers.set("Content-Length", String(produced.cached.size));
    const body = createReadableStreamFromReadable(createReadStream(produced.cached.file));
    return new Response(body, { status: 200, headers });
  }

  async function produceOrRefuse(key: string, variant: ImageVariant) {
    try {
      return await produce(key, variant);
    } catch (error) {
      if (!(error instanceof UnprocessableImageError)) throw error;
      console.warn(`Bildet ${key} kunne ikke behandles: ${error.message}`);
      return plain(422, "Filen kan ikke vises som bilde.");
    }
  }

  return { respond, purge: cache.purge };
}

export type ImageService = ReturnType<typeof createImageService>;

/** Keys are storage paths; anything that could climb out of a folder is not one of ours. */
export function isWellFormedKey(key: string) {
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
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}
