import { createHash, randomUUID } from "node:crypto";
import { mkdir, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { ImageVariant } from "./params";

export type CachedVariant = { file: string; size: number };

/**
 * Finished variants on local disk, one folder per storage key so deleting an image
 * can drop all its variants at once. Files are written under a temporary name and
 * renamed, so a reader never sees half a file.
 */
export function createVariantCache(directory: string) {
  const folderFor = (key: string) => {
    const digest = sha256(key);
    return path.join(directory, digest.slice(0, 2), digest);
  };
  const fileFor = (key: string, { width, quality, format }: ImageVariant) =>
    path.join(folderFor(key), `${width}w-q${quality}.${format}`);
  // Purges so far per key. A variant made from an original read before the latest purge is
  // not kept: it would be answered for an image that was deleted or unpublished meanwhile.
  const purges = new Map<string, number>();
  const generationOf = (key: string) => purges.get(key) ?? 0;

  return {
    /** Taken before the original is read; `write` keeps the variant only if no purge came since. */
    generation: generationOf,

    async read(key: string, variant: ImageVariant): Promise<CachedVariant | null> {
      const file = fileFor(key, variant);
      try {
        const stats = await stat(file);
        return { file, size: stats.size };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },

    async write(
      key: string,
      variant: ImageVariant,
      bytes: Buffer,
      generation: number,
    ): Promise<CachedVariant | null> {
      const file = fileFor(key, variant);
      await mkdir(path.dirname(file), { recursive: true });
      const partial = `${file}.${randomUUID()}.part`;
      await writeFile(partial, bytes);
      await rename(partial, file);
      if (generationOf(key) === generation) return { file, size: bytes.length };
      await rm(file, { force: true });
      return null;
    },

    /**
     * A variant still being made for a page that was open when the image was deleted can land
     * in the folder while it is being removed; the removal then tries again (the project's
     * deletion failed with ENOTEMPTY in a browser test).
     */
    async purge(key: string) {
      purges.set(key, generationOf(key) + 1);
      await rm(folderFor(key), { recursive: true, force: true, maxRetries: 5, retryDelay: 20 });
    },
  };
}

function sha256(value: string) {
  return createHash("sha256").update(value).digest("hex");
}
