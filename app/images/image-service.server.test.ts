import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import sharp from "sharp";
import { afterEach, describe, expect, it } from "vitest";
import { createImageService, type ImageSource } from "./image-service.server";

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

const key = "portfolio/omslag.jpg";
const variantUrl = "http://localhost/bilder/portfolio/omslag.jpg?w=320&q=70&fm=webp";

const original = await sharp({
  create: { width: 640, height: 480, channels: 3, background: "#7a8b9c" },
})
  .jpeg()
  .toBuffer();

/**
 * An image service asked for one variant of an original that can be held back while it is
 * read, and deleted.
 */
function serviceWithOriginal() {
  const cacheDirectory = mkdtempSync(path.join(os.tmpdir(), "dp-image-service-"));
  folders.push(cacheDirectory);
  let stored = true;
  let release = () => {};
  let held = Promise.resolve();
  let started = () => {};
  const service = createImageService({ cacheDirectory });
  const source: ImageSource = async (wanted) => {
    if (wanted !== key || !stored) return null;
    started();
    await held;
    return Readable.from([original]);
  };
  return {
    respond: () => service.respond(new Request(variantUrl), key, source),
    purge: () => service.purge(key),
    /** Holds the next reads back; resolves once one has begun. */
    holdReads() {
      held = new Promise((resolve) => (release = resolve));
      return new Promise<void>((resolve) => (started = resolve));
    },
    release: () => release(),
    delete: () => (stored = false),
  };
}

const cacheState = (response: Response) => response.headers.get("X-Image-Cache");

describe("createImageService", () => {
  it("answers a variant from its cache once it has been made", async () => {
    const image = serviceWithOriginal();
    const first = await image.respond();
    const second = await image.respond();
    expect([first.status, cacheState(first)]).toEqual([200, "miss"]);
    expect([second.status, cacheState(second)]).toEqual([200, "hit"]);
    expect(second.headers.get("Content-Type")).toBe("image/webp");
  });

  it("keeps no variant of an image deleted while the variant was being made", async () => {
    const image = serviceWithOriginal();
    const reading = image.holdReads();
    const making = image.respond();
    await reading;
    // Deleted the way staff delete it: the original first, then its variants.
    image.delete();
    await image.purge();
    image.release();
    expect((await making).status).toBe(200);

    const later = await image.respond();
    expect(later.status).toBe(404);
  });
});
