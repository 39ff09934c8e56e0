import path from "node:path";
import { takeBackup } from "./backup.server";
import { backupCopy } from "./copy";
import { BackupRefusedError } from "./manifest.server";
import { restoreBackup } from "./restore.server";

const ALLOW_UNSIGNED = "--allow-unsigned";

/**
 * `npm run backup -- <dir>` and `npm run restore -- <dir> [--allow-unsigned]`
 * (scripts/backups.mjs). Answers the exit code; a refusal is said in one line, not as a stack
 * trace.
 */
export async function runBackupCommand([command, dir, ...flags]: string[]) {
  const allowUnsigned = command === "restore" && flags.length === 1 && flags[0] === ALLOW_UNSIGNED;
  if (
    !dir ||
    (flags.length > 0 && !allowUnsigned) ||
    (command !== "backup" && command !== "restore")
  ) {
    console.error(backupCopy.usage);
    return 2;
  }
  const folder = path.resolve(dir);
  try {
    if (command === "backup") {
      const manifest = await takeBackup(folder);
      console.log(backupCopy.backupTaken(folder, manifest.files.length));
      if (!manifest.signature) console.error(backupCopy.notSigned);
    } else {
      const manifest = await restoreBackup(folder, { allowUnsigned });
      console.log(backupCopy.restored(manifest.files.length));
    }
    return 0;
  } catch (error) {
    if (!(error instanceof BackupRefusedError)) throw error;
    console.error(error.message);
    return 1;
  }
}
