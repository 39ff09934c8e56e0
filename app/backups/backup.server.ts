import { chmod, mkdir, readdir, rm } from "node:fs/promises";
import { getConfig } from "~/config/index.server";
import { databaseTarget } from "~/db/index.server";
import { getStorage } from "~/storage/index.server";
import { version as appVersion } from "../../package.json";
import { sha256OfFile } from "./checksum.server";
import { backupCopy } from "./copy";
import { copyDatabase } from "./database.server";
import { copyDataDirFiles, copyStoredFiles } from "./files.server";
import { BackupRefusedError, type Manifest, writeManifest } from "./manifest.server";
import { manifestSigningKey, signManifest } from "./signature.server";
import path from "node:path";

/**
 * Backs up the running site, as the server's configuration describes it, into `dir` (new or
 * empty): the database first, then the files (see copyStoredFiles), then the manifest, signed
 * when there is a key to sign with. A backup that fails leaves nothing behind.
 */
export async function takeBackup(dir: string): Promise<Manifest> {
  // Only its owner may read it: it holds every visitor's personal data. mkdir's mode is only
  // for a folder it creates, so an existing empty one is closed too.
  await mkdir(dir, { recursive: true, mode: 0o700 });
  await chmod(dir, 0o700);
  if ((await readdir(dir)).length > 0) {
    throw new BackupRefusedError(backupCopy.targetFolderNotEmpty(dir));
  }
  const config = getConfig();
  try {
    const target = databaseTarget(config);
    const database = await copyDatabase(target, dir);
    const manifest: Manifest = {
      format: 1,
      createdAt: new Date().toISOString(),
      appVersion,
      migration: database.migration,
      database: {
        provider: target.provider,
        file: database.file,
        sha256: await sha256OfFile(path.join(dir, database.file)),
      },
      files: await copyStoredFiles(getStorage(), dir),
      dataFiles: await copyDataDirFiles(config.DATA_DIR, dir),
    };
    await ownerOnly(dir);
    const key = manifestSigningKey(config);
    const written = key ? signManifest(manifest, key) : manifest;
    await writeManifest(dir, written);
    return written;
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
}

/** Whatever umask the database tools wrote with: every file 0600, every folder 0700. */
async function ownerOnly(dir: string) {
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    await chmod(path.join(entry.parentPath, entry.name), entry.isDirectory() ? 0o700 : 0o600);
  }
}
