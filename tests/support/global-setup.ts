import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { migrateDatabase } from "~/db/migrate.server";
import { createPostgresTarget } from "./databases";
import { findPostgresBin, startPostgres } from "./postgres";
import { startS3rver } from "./s3rver";

export type S3TestServer = {
  url: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
};

declare module "vitest" {
  export interface ProvidedContext {
    /** Server URL of the throwaway cluster; null when PostgreSQL is not installed. */
    postgresUrl: string | null;
    postgresSkipReason: string;
    /** A migrated SQLite file that each test database is a copy of. */
    sqliteTemplate: string;
    /** The migrated database on the cluster that each test database is made from. */
    postgresTemplate: string | null;
    s3: S3TestServer;
  }
}

/** Starts the servers the integration tests share once per run and stops them afterwards. */
export default async function setup(project: TestProject) {
  // On a developer's machine the PostgreSQL suites skip without it; in CI a missing server
  // would pass them silently, so the run fails instead (decision 122).
  if (process.env.CI && !findPostgresBin()) {
    throw new Error(
      "CI er satt, men PostgreSQL er ikke installert (/usr/lib/postgresql/*/bin): PostgreSQL-testene kan ikke hoppes over i CI",
    );
  }
  const runTmp = useOwnTmpdir();
  const postgres = findPostgresBin() ? await startPostgres() : undefined;
  const s3 = await startS3rver();
  project.provide("postgresUrl", postgres?.url ?? null);
  project.provide("sqliteTemplate", await migratedSqlite(runTmp));
  project.provide("postgresTemplate", postgres ? await migratedPostgres(postgres.url) : null);
  project.provide(
    "postgresSkipReason",
    postgres ? "" : "PostgreSQL er ikke installert på denne maskinen (/usr/lib/postgresql/*/bin)",
  );
  const { stop: stopS3, ...s3Address } = s3;
  project.provide("s3", s3Address);
  return async () => {
    await Promise.all([postgres?.stop(), stopS3()]);
    rmSync(runTmp, { recursive: true, force: true });
  };
}

/**
 * Points TMPDIR, which the test workers inherit, at one folder for this run, removed at the end:
 * the data folders, databases and servers the tests make in it go with it, even from a test
 * that stopped half-way.
 */
function useOwnTmpdir() {
  const runTmp = mkdtempSync(path.join(os.tmpdir(), "dp-vitest-"));
  // The PostgreSQL cluster runs as the postgres user when the tests run as root.
  chmodSync(runTmp, 0o755);
  process.env.TMPDIR = runTmp;
  return runTmp;
}

/** The migrations run once per run; each test database starts as a copy of the result. */
async function migratedSqlite(runTmp: string) {
  const file = path.join(runTmp, "template.db");
  await migrateDatabase({ provider: "sqlite", file });
  return file;
}

async function migratedPostgres(serverUrl: string) {
  const { target } = await createPostgresTarget(serverUrl);
  await migrateDatabase(target);
  return target.provider === "postgresql" ? new URL(target.url).pathname.slice(1) : null;
}
