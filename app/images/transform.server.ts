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
  const pipeline = sharp({ limitInputPixels, failOn: "error", sequentialRead: true })
    .autoOrient()
    .resize({ width: variant.width, withoutEnlargement: true });
  encode(pipeline, variant);
  const output = pipeline.toBuffer().catch((error: Error) => {
    throw new UnprocessableImageError(error.message);
  });
  const sourceFailure = new Promise<never>((_, reject) => input.once("error", reject));
  input.pipe(pipeline);
  try {
    return await Promise.race([output, sourceFailure]);
  } finally {
    input.destroy();
    pipeline.destroy();
  }
}

function encode(pipeline: Sharp, { format, quality }: ImageVariant) {
  switch (format) {
    case "avif":
      return pipeline.avif({ quality, effort: 4 });
    case "webp":
      return pipeline.webp({ quality, effort: 4 });
    case "jpeg":
      return pipeline.flatten({ background: "#ffffff" }).jpeg({ quality, mozjpeg: true });
  }
}
