import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createVariantCache } from "./variant-cache.server";

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function cacheFolder() {
  const folder = mkdtempSync(path.join(os.tmpdir(), "dp-variants-"));
  folders.push(folder);
  return folder;
}

describe("createVariantCache", () => {
  it("deletes an image's variants while others of it are still being written", async () => {
    const folder = cacheFolder();
    const cache = createVariantCache(folder);
    const key = "portfolio/omslag.jpg";
    const variant = (width: number) => ({ width, quality: 70, format: "webp" as const });
    await cache.write(key, variant(320), Buffer.alloc(1024), cache.generation(key));
    const writes = Array.from({ length: 40 }, (_, index) =>
      cache
        .write(key, variant(400 + index), Buffer.alloc(64 * 1024), cache.generation(key))
        .catch(() => undefined),
    );
    await expect(cache.purge(key)).resolves.toBeUndefined();
    await Promise.all(writes);
    await cache.purge(key);
    expect(await cache.read(key, variant(320))).toBeNull();
    expect(readdirSync(folder).flatMap((prefix) => readdirSync(path.join(folder, prefix)))).toEqual(
      [],
    );
  });

  it("keeps a variant made since the last purge, and none made from an original read before it", async () => {
    const cache = createVariantCache(cacheFolder());
    const key = "portfolio/omslag.jpg";
    const variant = { width: 640, quality: 70, format: "avif" as const };
    const beforePurge = cache.generation(key);
    await cache.purge(key);
    expect(await cache.write(key, variant, Buffer.alloc(512), beforePurge)).toBeNull();
    expect(await cache.read(key, variant)).toBeNull();

    await cache.write(key, variant, Buffer.alloc(512), cache.generation(key));
    expect(await cache.read(key, variant)).toMatchObject({ size: 512 });
  });
});
