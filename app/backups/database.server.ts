import { existsSync } from "node:fs";
import { copyFile, mkdir, rm } from "node:fs/promises";
import path from "node:path";
import Sqlite from "better-sqlite3";
import pg from "pg";
import { type DatabaseTarget, SQLITE_BUSY_TIMEOUT_MS } from "~/db/index.server";
import { backupCopy } from "./copy";
import { BackupRefusedError, type Manifest } from "./manifest.server";
import { runPostgresTool } from "./postgres-tools.server";

const LATEST_MIGRATION = `SELECT "migration_name" FROM "_prisma_migrations"
  WHERE "finished_at" IS NOT NULL AND "rolled_back_at" IS NULL
  ORDER BY "migration_name" DESC LIMIT 1`;

type DatabaseCopy = Pick<Manifest, "migration"> & { file: Manifest["database"]["file"] };

/**
 * A consistent copy of the running site's database in `dir`: SQLite's online backup API
 * copies pages while the server keeps writing and restarts when a write lands in between;
 * pg_dump reads one snapshot.
 */
export async function copyDatabase(target: DatabaseTarget, dir: string): Promise<DatabaseCopy> {
  if (target.provider === "sqlite") {
    const file = "database.sqlite";
    const source = new Sqlite(target.file, {
      fileMustExist: true,
      timeout: SQLITE_BUSY_TIMEOUT_MS,
    });
    try {
      await source.backup(path.join(dir, file));
    } finally {
      source.close();
    }
    return { file, migration: settleSqliteCopy(path.join(dir, file)) };
  }
  const file = "database.pgdump";
  // Read before the dump: migrations run only at a server's start, never during the dump.
  const migration = await withPostgres(target.url, async (client) => {
    const { rows } = await client.query<{ migration_name: string }>(LATEST_MIGRATION);
    return rows[0]?.migration_name ?? null;
  });
  await runPostgresTool("pg_dump", target.url, [
    "--format=custom",
    "--no-owner",
    "--no-privileges",
    `--file=${path.join(dir, file)}`,
  ]);
  return { file, migration };
}

/** Refuses a database that holds any table: a restore never mixes with data already there. */
export async function assertDatabaseEmpty(target: DatabaseTarget) {
  const tables =
    target.provider === "sqlite"
      ? sqliteTableCount(target.file)
      : await withPostgres(target.url, async (client) => {
          const { rows } = await client.query<{ count: number }>(
            "SELECT count(*)::int AS count FROM information_schema.tables WHERE table_schema = current_schema()",
          );
          return rows[0]?.count ?? 0;
        });
  if (tables > 0) throw new BackupRefusedError(backupCopy.databaseNotEmpty);
}

export async function restoreDatabase(target: DatabaseTarget, file: string) {
  if (target.provider === "sqlite") {
    await mkdir(path.dirname(target.file), { recursive: true });
    // An empty database's journal beside the copy would be replayed into it.
    await Promise.all(["-wal", "-shm"].map((end) => rm(target.file + end, { force: true })));
    await copyFile(file, target.file);
    return;
  }
  await runPostgresTool("pg_restore", target.url, [
    "--no-owner",
    "--no-privileges",
    "--exit-on-error",
    "--single-transaction",
    file,
  ]);
}

/**
 * Turns the copy's journal from WAL (copied with the pages) to a rollback journal, so the backup
 * is one self-contained file, and answers its latest migration.
 */
function settleSqliteCopy(file: string) {
  const db = new Sqlite(file, { fileMustExist: true });
  try {
    db.pragma("journal_mode = DELETE");
    const row = db.prepare(LATEST_MIGRATION).get() as { migration_name: string } | undefined;
    return row?.migration_name ?? null;
  } finally {
    db.close();
  }
}

function sqliteTableCount(file: string) {
  if (!existsSync(file)) return 0;
  const db = new Sqlite(file, { readonly: true, fileMustExist: true });
  try {
    const row = db
      .prepare("SELECT count(*) AS count FROM sqlite_master WHERE type = 'table'")
      .get();
    return (row as { count: number }).count;
  } finally {
    db.close();
  }
}

async function withPostgres<T>(url: string, work: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
