import { createHash, randomUUID } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import Sqlite from "better-sqlite3";
import pg from "pg";
import { type DatabaseTarget, databaseTarget, SQLITE_BUSY_TIMEOUT_MS } from "~/db/index.server";

/**
 * Applies prisma/migrations/<provider>/*\/migration.sql in name order and records each in
 * Prisma's own `_prisma_migrations` table with Prisma's checksum (SHA-256 of the file), so
 * `prisma migrate status`/`deploy` agree wherever Prisma's schema engine is available
 * (decision 011). Each migration and its record commit together.
 */
export async function migrateDatabase(target: DatabaseTarget = databaseTarget()) {
  const migrations = readMigrations(target.provider);
  const connection =
    target.provider === "postgresql" ? await openPostgres(target.url) : openSqlite(target.file);
  const applied: string[] = [];
  try {
    for (const migration of migrations) {
      const ran = await connection.applyOnce(migration);
      if (ran) applied.push(migration.name);
    }
  } finally {
    await connection.close();
  }
  return { applied };
}

export type Migration = { name: string; sql: string; checksum: string };

type AppliedRow = {
  migration_name: string;
  checksum: string;
  finished_at: unknown;
  rolled_back_at: unknown;
};

type MigrationConnection = {
  /** Runs the migration unless recorded; returns whether it ran. */
  applyOnce(migration: Migration): Promise<boolean>;
  close(): Promise<void>;
};

// Prisma's advisory lock id, so our runner and `prisma migrate deploy` exclude each other.
const PRISMA_MIGRATE_LOCK_ID = 72707369;

export function readMigrations(provider: DatabaseTarget["provider"]): Migration[] {
  const folder = path.join(migrationsRoot(), provider);
  return readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
    .map((name) => {
      const sql = readFileSync(path.join(folder, name, "migration.sql"), "utf8");
      return { name, sql, checksum: createHash("sha256").update(sql).digest("hex") };
    });
}

/** Found by walking up, so it works from app/ in development and from build/server/. */
function migrationsRoot() {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = path.join(dir, "prisma", "migrations");
    if (existsSync(candidate)) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) return path.resolve("prisma", "migrations");
    dir = parent;
  }
}

/** Returns true when the migration still has to run; throws when the record contradicts the file. */
function needsToRun(migration: Migration, rows: AppliedRow[]) {
  const row = rows.find(
    (candidate) => candidate.migration_name === migration.name && !candidate.rolled_back_at,
  );
  if (!row) return true;
  if (!row.finished_at) {
    throw new Error(
      `Migreringen ${migration.name} feilet tidligere og må ryddes opp manuelt (se prisma migrate resolve).`,
    );
  }
  if (row.checksum !== migration.checksum) {
    throw new Error(
      `Migreringen ${migration.name} er endret etter at den ble kjørt (sjekksummen stemmer ikke).`,
    );
  }
  return false;
}

const SELECT_APPLIED =
  'SELECT "migration_name", "checksum", "finished_at", "rolled_back_at" FROM "_prisma_migrations"';

function openSqlite(file: string): MigrationConnection {
  mkdirSync(path.dirname(file), { recursive: true });
  const db = new Sqlite(file, { timeout: SQLITE_BUSY_TIMEOUT_MS });
  db.pragma("journal_mode = WAL");
  db.exec(`CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id"                    TEXT PRIMARY KEY NOT NULL,
    "checksum"              TEXT NOT NULL,
    "finished_at"           DATETIME,
    "migration_name"        TEXT NOT NULL,
    "logs"                  TEXT,
    "rolled_back_at"        DATETIME,
    "started_at"            DATETIME NOT NULL DEFAULT current_timestamp,
    "applied_steps_count"   INTEGER UNSIGNED NOT NULL DEFAULT 0
  )`);
  const record = db.prepare(
    `INSERT INTO "_prisma_migrations" ("id", "checksum", "finished_at", "migration_name", "started_at", "applied_steps_count")
     VALUES (?, ?, ?, ?, ?, 1)`,
  );
  const applyOnce = db.transaction((migration: Migration) => {
    if (!needsToRun(migration, db.prepare(SELECT_APPLIED).all() as AppliedRow[])) return false;
    const startedAt = new Date().toISOString();
    db.exec(migration.sql);
    record.run(
      randomUUID(),
      migration.checksum,
      new Date().toISOString(),
      migration.name,
      startedAt,
    );
    return true;
  });
  return {
    // IMMEDIATE takes the write lock before reading, so two processes cannot both decide to run it.
    applyOnce: async (migration) => applyOnce.immediate(migration),
    close: async () => void db.close(),
  };
}

async function openPostgres(url: string): Promise<MigrationConnection> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query("SELECT pg_advisory_lock($1)", [PRISMA_MIGRATE_LOCK_ID]);
  await client.query(`CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id"                    VARCHAR(36) PRIMARY KEY NOT NULL,
    "checksum"              VARCHAR(64) NOT NULL,
    "finished_at"           TIMESTAMPTZ,
    "migration_name"        VARCHAR(255) NOT NULL,
    "logs"                  TEXT,
    "rolled_back_at"        TIMESTAMPTZ,
    "started_at"            TIMESTAMPTZ NOT NULL DEFAULT now(),
    "applied_steps_count"   INTEGER NOT NULL DEFAULT 0
  )`);
  return {
    async applyOnce(migration) {
      const { rows } = await client.query<AppliedRow>(SELECT_APPLIED);
      if (!needsToRun(migration, rows)) return false;
      const startedAt = new Date();
      await client.query("BEGIN");
      try {
        await client.query(migration.sql);
        await client.query(
          `INSERT INTO "_prisma_migrations" ("id", "checksum", "finished_at", "migration_name", "started_at", "applied_steps_count")
           VALUES ($1, $2, now(), $3, $4, 1)`,
          [randomUUID(), migration.checksum, migration.name, startedAt],
        );
        await client.query("COMMIT");
      } catch (error) {
        await client.query("ROLLBACK");
        throw error;
      }
      return true;
    },
    async close() {
      try {
        await client.query("SELECT pg_advisory_unlock($1)", [PRISMA_MIGRATE_LOCK_ID]);
      } finally {
        await client.end();
      }
    },
  };
}
