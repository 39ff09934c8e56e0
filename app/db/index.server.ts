import { randomBytes } from "node:crypto";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { PrismaBetterSqlite3 } from "@prisma/adapter-better-sqlite3";
import { PrismaPg } from "@prisma/adapter-pg";
import { getConfig } from "~/config/index.server";
import { PrismaClient as PostgresPrismaClient } from "~/generated/postgresql/client/client";
import { type Prisma, PrismaClient } from "~/generated/prisma/client";
export { migrateDatabase, readMigrations } from "./migrate.server";

/**
 * The app sees one client type, the SQLite one. The PostgreSQL client is generated from
 * the same models (decision 010), so every query written against this type runs on both.
 */
export type Database = PrismaClient;
export type DatabaseTransaction = Prisma.TransactionClient;

export type DatabaseTarget =
  { provider: "sqlite"; file: string } | { provider: "postgresql"; url: string };

export const SQLITE_BUSY_TIMEOUT_MS = 5000;

export function databaseTarget(config = getConfig()): DatabaseTarget {
  return config.DATABASE_URL
    ? { provider: "postgresql", url: config.DATABASE_URL }
    : { provider: "sqlite", file: path.join(config.DATA_DIR, "app.db") };
}

export function createDatabaseClient(target: DatabaseTarget): Database {
  if (target.provider === "postgresql") {
    const adapter = new PrismaPg({ connectionString: target.url });
    return new PostgresPrismaClient({ adapter }) as unknown as Database;
  }
  mkdirSync(path.dirname(target.file), { recursive: true });
  const adapter = new PrismaBetterSqlite3({ url: target.file, timeout: SQLITE_BUSY_TIMEOUT_MS });
  // The adapter has no option for it. FULL made every commit wait for the disk on the only
  // JavaScript thread, behind the uploads being written (decision 290).
  const connect = adapter.connect.bind(adapter);
  adapter.connect = async () => {
    const connection = await connect();
    await connection.executeScript("PRAGMA synchronous = NORMAL");
    return connection;
  };
  return new PrismaClient({ adapter });
}

/** Which SQL dialect a client speaks, for the few raw queries that differ. */
export function databaseProvider(db: Database): DatabaseTarget["provider"] {
  return (db as unknown as { _activeProvider?: string })._activeProvider === "postgresql"
    ? "postgresql"
    : "sqlite";
}

let client: Database | undefined;

function getClient() {
  client ??= createDatabaseClient(databaseTarget());
  return client;
}

/** The process-wide client, created on first use so importing this module opens nothing. */
export const prisma: Database = new Proxy({} as Database, {
  get(_target, property) {
    const instance = getClient();
    const value: unknown = Reflect.get(instance, property, instance);
    return typeof value === "function" ? value.bind(instance) : value;
  },
});

export async function disconnectDatabase() {
  const current = client;
  client = undefined;
  await current?.$disconnect();
}

/** An id that is its own access key (customer project pages): 192 random bits. */
export function newCapabilityId() {
  return randomBytes(24).toString("base64url");
}

/** Prisma's answer to a row whose unique key is taken, on both databases. */
export function isUniqueViolation(error: unknown) {
  return (error as { code?: string } | null)?.code === "P2002";
}
