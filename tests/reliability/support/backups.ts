import { execFile } from "node:child_process";
import path from "node:path";
import { serverEnvironment } from "./production-server";

/** Where scripts/backups.mjs is, beside the build the servers run. */
const serverDir = path.resolve(process.env.RELIABILITY_SERVER_DIR ?? ".");

export type CommandResult = { code: number; stdout: string; stderr: string };

/**
 * `npm run backup -- <dir>` or `npm run restore -- <dir>` as an operator runs it beside the
 * server: the same build and the same environment as a server on `dataDir` with `env`.
 */
export function runBackupScript(
  command: "backup" | "restore",
  dir: string,
  site: { dataDir: string; env?: Record<string, string> },
  flags: string[] = [],
) {
  return new Promise<CommandResult>((resolve) => {
    execFile(
      process.execPath,
      ["scripts/backups.mjs", command, dir, ...flags],
      { cwd: serverDir, env: serverEnvironment(site) as NodeJS.ProcessEnv },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === "number" ? error.code : 1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}
