import { existsSync } from "node:fs";
import { readdir, rm } from "node:fs/promises";
import path from "node:path";
import { getConfig } from "~/config/index.server";
import { startPeriodicJob } from "~/jobs/index.server";
import { log } from "~/observability/index.server";
import { takeBackup } from "./backup.server";
import { backupCopy } from "./copy";
import { MANIFEST_FILE, readManifest } from "./manifest.server";

const FOLDER_PREFIX = "sikkerhetskopi-";
// How often the job looks whether a backup is due: a restart neither adds a backup nor
// postpones the next one by a whole interval.
const CHECK_EVERY_MS = 15 * 60 * 1000;

/**
 * With BACKUP_DIR set, a backup every BACKUP_INTERVAL_HOURS in a folder of its own named by its
 * time, keeping the newest BACKUP_KEEP. Returns the stop function; without BACKUP_DIR it does
 * nothing.
 */
export function startScheduledBackups() {
  const { BACKUP_DIR, BACKUP_KEEP, BACKUP_INTERVAL_HOURS } = getConfig();
  if (!BACKUP_DIR) return async () => undefined;
  const intervalMs = BACKUP_INTERVAL_HOURS * 3600 * 1000;
  return startPeriodicJob({
    name: "Planlagt sikkerhetskopi",
    intervalMs: Math.min(intervalMs, CHECK_EVERY_MS),
    run: async () => {
      const newest = await newestBackupTime(BACKUP_DIR);
      if (newest && Date.now() - newest.getTime() < intervalMs) return;
      const dir = path.join(BACKUP_DIR, backupFolderName(new Date()));
      const manifest = await takeBackup(dir);
      await pruneBackups(BACKUP_DIR, BACKUP_KEEP);
      log.info({ dir, files: manifest.files.length }, "Sikkerhetskopi tatt");
      if (!manifest.signature) log.warn({ dir }, backupCopy.notSigned);
    },
  });
}

function backupFolderName(time: Date) {
  return FOLDER_PREFIX + time.toISOString().replace(/[:.]/g, "-");
}

/** This job's backup folders in `root`, oldest first, each with whether it finished. */
async function backupFolders(root: string) {
  const names = await readdir(root).catch((error: NodeJS.ErrnoException) =>
    error.code === "ENOENT" ? [] : Promise.reject(error),
  );
  return names
    .filter((name) => name.startsWith(FOLDER_PREFIX))
    .sort()
    .map((name) => ({ name, finished: existsSync(path.join(root, name, MANIFEST_FILE)) }));
}

/** When the newest finished backup was taken; undefined when there is none, or it is unreadable. */
async function newestBackupTime(root: string) {
  const newest = (await backupFolders(root)).filter(({ finished }) => finished).at(-1);
  if (!newest) return undefined;
  return readManifest(path.join(root, newest.name)).then(
    ({ createdAt }) => new Date(createdAt),
    () => undefined,
  );
}

/**
 * Keeps the newest `keep` finished backups. An unfinished one is what a crash left: the job
 * never runs twice at once, so none is being written while this runs.
 */
async function pruneBackups(root: string, keep: number) {
  const folders = await backupFolders(root);
  const finished = folders.filter((folder) => folder.finished);
  const kept = new Set(finished.slice(-keep));
  for (const folder of folders) {
    if (!kept.has(folder)) await rm(path.join(root, folder.name), { recursive: true, force: true });
  }
}
