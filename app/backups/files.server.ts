import { createReadStream, existsSync } from "node:fs";
import { copyFile, mkdir } from "node:fs/promises";
import path from "node:path";
import type { FileStorage } from "~/storage/index.server";
import { sha256OfFile, writeHashed } from "./checksum.server";
import { backupCopy } from "./copy";
import {
  BackupRefusedError,
  DATA_DIR_FILES,
  type Manifest,
  storedFilePath,
} from "./manifest.server";

/**
 * Every stored file, one at a time through the storage interface (local folder or bucket
 * alike), streamed to the backup. Listed after the database was copied, so every file a copied
 * row names is there; a file stored since is copied too, and harmless.
 */
export async function copyStoredFiles(storage: FileStorage, dir: string) {
  const files: Manifest["files"] = [];
  for (const { key } of await storage.list("")) {
    const stored = await storage.get(key);
    // Deleted since it was listed: its row is gone from the copy too, or was never in it.
    if (!stored) continue;
    const { sha256, size } = await writeHashed(stored.body, storedFilePath(dir, key));
    files.push({ key, contentType: stored.object.contentType, size, sha256 });
  }
  return files;
}

export async function restoreStoredFiles(
  storage: FileStorage,
  dir: string,
  files: Manifest["files"],
) {
  for (const { key, contentType } of files) {
    await storage.put(key, createReadStream(storedFilePath(dir, key)), { contentType });
  }
}

export async function copyDataDirFiles(dataDir: string, dir: string) {
  const copied: Manifest["dataFiles"] = [];
  await mkdir(path.join(dir, "data"), { recursive: true });
  for (const name of DATA_DIR_FILES) {
    const source = path.join(dataDir, name);
    if (!existsSync(source)) continue;
    const copy = path.join(dir, "data", name);
    await copyFile(source, copy);
    copied.push({ name, sha256: await sha256OfFile(copy) });
  }
  return copied;
}

/** The backup's secrets replace any the target holds: its sent links were signed with them. */
export async function restoreDataDirFiles(
  dataDir: string,
  dir: string,
  files: Manifest["dataFiles"],
) {
  await mkdir(dataDir, { recursive: true });
  for (const { name } of files) {
    await copyFile(path.join(dir, "data", name), path.join(dataDir, name));
  }
}

/** Every file of the backup, read whole against its checksum before anything is restored. */
export async function verifyChecksums(dir: string, manifest: Manifest) {
  const expected = [
    {
      name: manifest.database.file,
      file: path.join(dir, manifest.database.file),
      sha256: manifest.database.sha256,
    },
    ...manifest.files.map(({ key, sha256 }) => ({
      name: key,
      file: storedFilePath(dir, key),
      sha256,
    })),
    ...manifest.dataFiles.map(({ name, sha256 }) => ({
      name,
      file: path.join(dir, "data", name),
      sha256,
    })),
  ];
  for (const { name, file, sha256 } of expected) {
    const actual = await sha256OfFile(file).catch(() => null);
    if (actual !== sha256) throw new BackupRefusedError(backupCopy.checksumFailed(name));
  }
}
