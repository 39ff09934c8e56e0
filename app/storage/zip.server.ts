import type { ZipFile } from "yazl";
import type { FileStorage } from "./storage";

/**
 * Adds a stored file to a ZIP being written, read from storage only when the ZIP reaches it,
 * so memory stays flat however large the files are. False, and nothing added, when the file
 * is already gone.
 */
export async function addStoredFileToZip(
  zip: ZipFile,
  storage: FileStorage,
  file: { storageKey: string; path: string },
) {
  const stored = await storage.head(file.storageKey);
  if (!stored) return false;
  zip.addReadStreamLazy(
    file.path,
    { compress: false, size: stored.size, mtime: stored.lastModified },
    (callback) => {
      storage.get(file.storageKey).then(
        (got) =>
          got
            ? callback(null, got.body)
            : callback(
                new Error(`Filen ${file.storageKey} forsvant før den kom med i ZIP-filen`),
                null!,
              ),
        (error: unknown) => callback(error, null!),
      );
    },
  );
  return true;
}
