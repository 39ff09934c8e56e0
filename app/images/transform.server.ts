import type { Readable } from "node:stream";
import sharp, { type Sharp } from "sharp";
import type { ImageVariant } from "./params";

/**
 * Decompression-bomb guard: a few kilobytes of PNG can claim billions of pixels.
 * 40 MP covers an 8K render (7680 × 4320 = 33 MP) with room to spare while keeping
 * a decode below ~160 MB of memory.
 */
export const maxInputPixels = 40_000_000;

/** The input is not an image we can decode, or it is larger than we agree to decode. */
export class UnprocessableImageError extends Error {
  override name = "UnprocessableImageError";
}

export const mimeTypes = {
  avif: "image/avif",
  webp: "image/webp",
  jpeg: "image/jpeg",
} as const satisfies Record<ImageVariant["format"], string>;

/**
 * Resizes (never enlarges), applies the EXIF orientation, and re-encodes. sharp
 * writes no metadata unless asked, so camera data and GPS positions are dropped.
 */
export async function transformImage(
  input: Readable,
  variant: ImageVariant,
  limitInputPixels = maxInputPixels,
): Promise<Buffer> {
  const pipeline = sharp({ limitInputPixels, failOn: "error", sequentialRead: true });
  const sourceFailure = new Promise<never>((_, reject) => input.once("error", reject));
  input.pipe(pipeline);
  try {
    return await Promise.race([resizeAndEncode(pipeline, variant), sourceFailure]);
  } finally {
    input.destroy();
    pipeline.destroy();
  }
}

/** Raster formats a studio delivers; vector and document formats are not decoded at all. */
const acceptedInputFormats = new Set(["jpeg", "png", "webp", "heif", "avif", "tiff"]);

async function resizeAndEncode(pipeline: Sharp, variant: ImageVariant) {
  const { format } = await pipeline.metadata().catch(unprocessable);
  if (!acceptedInputFormats.has(format)) {
    throw new UnprocessableImageError(`Formatet ${format} tas ikke imot`);
  }
  pipeline.autoOrient().resize({ width: variant.width, withoutEnlargement: true });
  encode(pipeline, variant);
  return pipeline.toBuffer().catch(unprocessable);
}

function unprocessable(error: Error): never {
  throw new UnprocessableImageError(error.message);
}

function encode(pipeline: Sharp, { format, quality }: ImageVariant) {
  switch (format) {
    case "avif":
      // libaom at sharp's default effort 4 took 47 s for a noisy 1920-px image; 2 took 2 s.
      return pipeline.avif({ quality, effort: 2 });
    case "webp":
      return pipeline.webp({ quality, effort: 4 });
    case "jpeg":
      return pipeline.flatten({ background: "#ffffff" }).jpeg({ quality, mozjpeg: true });
  }
}
