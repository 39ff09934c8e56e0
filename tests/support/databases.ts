import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { inject } from "vitest";
import { createDatabaseClient, type Database, type DatabaseTarget } from "~/db/index.server";

export type TestDatabase = { target: DatabaseTarget; db: Database; drop(): Promise<void> };

type DatabaseKind = {
  name: "SQLite" | "PostgreSQL";
  /** Why this kind cannot run here, shown as the suite's name when it is skipped. */
  skipReason: string;
  create(): Promise<TestDatabase>;
};

/**
 * Why a test file runs on PostgreSQL as well as on SQLite: where the two databases meet the
 * code under test differently (decision 336). Everything else runs only Prisma's own queries on
 * one connection, which Prisma writes for each database from the one schema, and is tested on
 * SQLite alone.
 */
export const postgresReasons = {
  rawSql: "the code sends SQL written for each database itself",
  migrations: "the migrations are written by hand for each database",
  concurrency:
    "two connections race: which one wins is decided by each database's locks, transactions and unique constraints",
  caseInsensitiveSearch:
    "case-insensitive search: SQLite's LIKE ignores case, PostgreSQL needs mode insensitive",
} as const;

/**
 * The databases a test file runs on, each handing out fresh, migrated databases: SQLite always,
 * PostgreSQL too when `postgresToo` names one of `postgresReasons`, and not when it is
 * `"prisma-only"`.
 */
export function databaseKinds(
  postgresToo: keyof typeof postgresReasons | "prisma-only",
): DatabaseKind[] {
  const sqlite: DatabaseKind = { name: "SQLite", skipReason: "", create: createSqliteDatabase };
  if (postgresToo === "prisma-only") return [sqlite];
  const postgresUrl = inject("postgresUrl");
  return [
    sqlite,
    {
      name: "PostgreSQL",
      skipReason: postgresUrl ? "" : inject("postgresSkipReason"),
      create: async () =>
        connected(await createPostgresTarget(postgresUrl ?? "", inject("postgresTemplate"))),
    },
  ];
}

/** A copy of the migrated database the global setup made once, instead of migrating anew. */
async function createSqliteDatabase() {
  const dir = mkdtempSync(path.join(os.tmpdir(), "sqlite-test-"));
  const target: DatabaseTarget = { provider: "sqlite", file: path.join(dir, "app.db") };
  copyFileSync(inject("sqliteTemplate"), target.file);
  return connected({ target, drop: async () => rmSync(dir, { recursive: true, force: true }) });
}

/**
 * A new database on the test cluster: empty, or a copy of `template` (PostgreSQL copies it
 * file by file, much faster than running the migrations again).
 */
export async function createPostgresTarget(serverUrl: string, template?: string | null) {
  const name = `test_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ""}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const target: DatabaseTarget = { provider: "postgresql", url: url.toString() };
  return {
    target,
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await client.end();
    },
  };
}

function connected({ target, drop }: { target: DatabaseTarget; drop(): Promise<void> }) {
  const db = createDatabaseClient(target);
  return {
    target,
    db,
    async drop() {
      await db.$disconnect();
      await drop();
    },
  };
}
