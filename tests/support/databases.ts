import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { inject } from "vitest";
import { createDatabaseClient, type Database, type DatabaseTarget } from "~/db/index.server";
import { migrateDatabase } from "~/db/migrate.server";

export type TestDatabase = { target: DatabaseTarget; db: Database; drop(): Promise<void> };

type DatabaseKind = {
  name: "SQLite" | "PostgreSQL";
  /** Why this kind cannot run here, shown as the suite's name when it is skipped. */
  skipReason: string;
  create(): Promise<TestDatabase>;
};

/** Both databases the app supports, each handing out fresh, migrated databases. */
export function databaseKinds(): DatabaseKind[] {
  const postgresUrl = inject("postgresUrl");
  return [
    { name: "SQLite", skipReason: "", create: async () => migrated(await createSqliteTarget()) },
    {
      name: "PostgreSQL",
      skipReason: postgresUrl ? "" : inject("postgresSkipReason"),
      create: async () => migrated(await createPostgresTarget(postgresUrl ?? "")),
    },
  ];
}

async function createSqliteTarget() {
  const dir = mkdtempSync(path.join(os.tmpdir(), "sqlite-test-"));
  const target: DatabaseTarget = { provider: "sqlite", file: path.join(dir, "app.db") };
  return { target, drop: async () => rmSync(dir, { recursive: true, force: true }) };
}

export async function createPostgresTarget(serverUrl: string) {
  const name = `test_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
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

async function migrated({ target, drop }: { target: DatabaseTarget; drop(): Promise<void> }) {
  await migrateDatabase(target);
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
