export { takeBackup } from "./backup.server";
export { runBackupCommand } from "./command.server";
export { BackupRefusedError, type Manifest, readManifest } from "./manifest.server";
export { findPostgresBin } from "./postgres-tools.server";
export { restoreBackup } from "./restore.server";
export { startScheduledBackups } from "./schedule.server";
