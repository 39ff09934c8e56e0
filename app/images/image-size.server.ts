import type { Readable } from "node:stream";
import sharp from "sharp";

/**
 * The pixel size of a stored image, from its header; null when sharp cannot read it as an
 * image, or its bytes could not be read. The body's own failure (a connection to S3 cut off
 * mid-read) is listened for: unheard, an error on the body would end the process.
 */
export async function storedImageSize(body: Readable) {
  const reader = sharp();
  const bodyFailed = new Promise<never>((_, reject) => body.once("error", reject));
  body.pipe(reader);
  try {
    const { width, height } = await Promise.race([reader.metadata(), bodyFailed]);
    return width && height ? { width, height } : null;
  } catch {
    return null;
  } finally {
    body.destroy();
    reader.destroy();
  }
}
