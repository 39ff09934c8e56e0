import path from "node:path";
import { getConfig } from "~/config/index.server";
import { databaseTarget, readMigrations } from "~/db/index.server";
import { getStorage } from "~/storage/index.server";
import { backupCopy } from "./copy";
import { assertDatabaseEmpty, restoreDatabase } from "./database.server";
import { restoreDataDirFiles, restoreStoredFiles, verifyChecksums } from "./files.server";
import { BackupRefusedError, type Manifest, readManifest } from "./manifest.server";
import { assertSigned, manifestSigningKey } from "./signature.server";

const providerNames = { sqlite: "SQLite", postgresql: "PostgreSQL" };

/**
 * Restores the backup in `dir` into the configured site, whose database and file storage must
 * be empty. Everything is checked before anything is written, the manifest's signature first
 * (unless `allowUnsigned`): the checksums it lists prove the files only if it is ours. A
 * backup from older code keeps its migrations; the server applies the rest at its next start.
 */
export async function restoreBackup(
  dir: string,
  { allowUnsigned = false }: { allowUnsigned?: boolean } = {},
): Promise<Manifest> {
  const manifest = await readManifest(dir);
  const config = getConfig();
  assertSigned(manifest, manifestSigningKey(config), allowUnsigned);
  const target = databaseTarget(config);
  if (manifest.database.provider !== target.provider) {
    throw new BackupRefusedError(
      backupCopy.otherDatabase(
        providerNames[manifest.database.provider],
        providerNames[target.provider],
      ),
    );
  }
  const known = readMigrations(target.provider).map(({ name }) => name);
  if (manifest.migration !== null && !known.includes(manifest.migration)) {
    throw new BackupRefusedError(backupCopy.unknownMigration(manifest.migration));
  }
  await verifyChecksums(dir, manifest);
  const storage = getStorage();
  await assertDatabaseEmpty(target);
  if ((await storage.list("")).length > 0) throw new BackupRefusedError(backupCopy.storageNotEmpty);

  await restoreDatabase(target, path.join(dir, manifest.database.file));
  await restoreStoredFiles(storage, dir, manifest.files);
  await restoreDataDirFiles(config.DATA_DIR, dir, manifest.dataFiles);
  return manifest;
}
