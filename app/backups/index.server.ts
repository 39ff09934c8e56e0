export { runBackupCommand } from "./command.server";
export { readManifest } from "./manifest.server";
export { findPostgresBin } from "./postgres-tools.server";
export { startScheduledBackups } from "./schedule.server";
