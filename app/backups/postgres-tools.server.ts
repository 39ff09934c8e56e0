import { execFile } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { backupCopy } from "./copy";

const run = promisify(execFile);
const POSTGRES_ROOT = "/usr/lib/postgresql";

/** The newest installed server's bin folder, or undefined when PostgreSQL is not installed. */
export function findPostgresBin() {
  if (!existsSync(POSTGRES_ROOT)) return undefined;
  const versions = readdirSync(POSTGRES_ROOT)
    .filter((version) => existsSync(path.join(POSTGRES_ROOT, version, "bin", "initdb")))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] && path.join(POSTGRES_ROOT, versions[0], "bin");
}

/**
 * Runs pg_dump or pg_restore from the newest installed server (it must be as new as the
 * database's server), or from PATH. The password goes in PGPASSWORD, not on the command line,
 * where any user of the machine could read it in the process list.
 */
export async function runPostgresTool(tool: "pg_dump" | "pg_restore", url: string, args: string[]) {
  const bin = findPostgresBin();
  const address = new URL(url);
  const password = decodeURIComponent(address.password);
  address.password = "";
  try {
    await run(bin ? path.join(bin, tool) : tool, [`--dbname=${address.toString()}`, ...args], {
      env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
    });
  } catch (error) {
    const { stderr, message } = error as { stderr?: string; message: string };
    throw new Error(backupCopy.pgToolFailed(tool, stderr?.trim() || message), { cause: error });
  }
}
