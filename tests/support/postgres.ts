import { execFile } from "node:child_process";
import { chownSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { findPostgresBin } from "~/backups/index.server";

export { findPostgresBin };

const run = promisify(execFile);
const POSTGRES_ROOT = "/usr/lib/postgresql";

export async function freePort() {
  return new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/**
 * A throwaway cluster in a temp folder on a free loopback port, trusted local login as
 * `postgres`. initdb refuses to run as root, so as root every server command runs as the
 * `postgres` user.
 */
export async function startPostgres() {
  const bin = findPostgresBin();
  if (!bin)
    throw new Error(`PostgreSQL er ikke installert (fant ingen ${POSTGRES_ROOT}/*/bin/initdb)`);
  const isRoot = process.getuid?.() === 0;
  const asServerUser = (command: string, args: string[]) =>
    isRoot
      ? run("runuser", ["-u", "postgres", "--", path.join(bin, command), ...args])
      : run(path.join(bin, command), args);

  const dir = mkdtempSync(path.join(os.tmpdir(), "pg-test-"));
  if (isRoot) {
    const { stdout } = await run("id", ["-u", "postgres"]);
    const { stdout: gid } = await run("id", ["-g", "postgres"]);
    chownSync(dir, Number(stdout.trim()), Number(gid.trim()));
  }
  const dataDir = path.join(dir, "data");
  const port = await freePort();
  await asServerUser("initdb", [
    "-D",
    dataDir,
    "-U",
    "postgres",
    "--auth=trust",
    "-E",
    "UTF8",
    "--locale=C",
    "--no-sync",
  ]);
  const serverOptions = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  await asServerUser("pg_ctl", [
    "-D",
    dataDir,
    "-l",
    path.join(dir, "server.log"),
    "-o",
    serverOptions,
    "-w",
    "start",
  ]);

  return {
    url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      await asServerUser("pg_ctl", ["-D", dataDir, "-m", "immediate", "-w", "stop"]).catch(
        () => undefined,
      );
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
