import { readFileSync } from "node:fs";
import path from "node:path";
import Sqlite from "better-sqlite3";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseTarget } from "~/db/index.server";
import { migrateDatabase, readMigrations } from "~/db/migrate.server";
import { databaseKinds, type TestDatabase } from "../support/databases";

type DatamodelField = {
  name: string;
  dbName?: string | null;
  kind: string;
  type: string;
  isList: boolean;
  isRequired: boolean;
  isUnique: boolean;
  isId: boolean;
};
type Datamodel = {
  models: {
    name: string;
    dbName: string | null;
    fields: DatamodelField[];
    primaryKey: { fields: string[] } | null;
    uniqueIndexes: { fields: string[] }[];
  }[];
};
type Column = { table: string; name: string; typeClass: string; nullable: boolean };

const datamodel: Datamodel = JSON.parse(
  readFileSync(path.resolve("app/generated/datamodel.json"), "utf8"),
);

const prismaTypeClass: Record<string, string> = {
  String: "text",
  Int: "integer",
  Float: "float",
  Boolean: "boolean",
  DateTime: "timestamp",
  Json: "json",
};

function sqliteTypeClass(declared: string) {
  const type = declared.toUpperCase();
  if (type === "TEXT") return "text";
  if (type.startsWith("INTEGER")) return "integer";
  if (type === "REAL") return "float";
  if (type === "BOOLEAN") return "boolean";
  if (type === "DATETIME") return "timestamp";
  if (type === "JSONB") return "json";
  return type;
}

function postgresTypeClass(dataType: string) {
  if (dataType === "text") return "text";
  if (dataType === "integer") return "integer";
  if (dataType === "double precision") return "float";
  if (dataType === "boolean") return "boolean";
  if (dataType.startsWith("timestamp")) return "timestamp";
  if (dataType === "jsonb") return "json";
  return dataType;
}

/** What the schema says the database must hold, in the same shape we read from the database. */
function expectedFromSchema() {
  const columns: Column[] = [];
  const uniques: string[] = [];
  for (const model of datamodel.models) {
    const table = model.dbName ?? model.name;
    const columnName = (fieldName: string) => {
      const field = model.fields.find((candidate) => candidate.name === fieldName);
      return field?.dbName ?? fieldName;
    };
    for (const field of model.fields.filter((candidate) => candidate.kind === "scalar")) {
      columns.push({
        table,
        name: field.dbName ?? field.name,
        typeClass: prismaTypeClass[field.type] ?? field.type,
        nullable: !field.isRequired,
      });
      if (field.isUnique) uniques.push(`${table}(${columnName(field.name)})`);
    }
    for (const index of model.uniqueIndexes) {
      uniques.push(`${table}(${index.fields.map(columnName).join(",")})`);
    }
  }
  return { columns: sortColumns(columns), uniques: uniques.sort() };
}

function sortColumns(columns: Column[]) {
  return [...columns].sort((a, b) => `${a.table}.${a.name}`.localeCompare(`${b.table}.${b.name}`));
}

function readSqlite(file: string) {
  const db = new Sqlite(file, { readonly: true });
  const tables = db
    .prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name <> '_prisma_migrations'",
    )
    .all() as { name: string }[];
  const columns: Column[] = [];
  const uniques: string[] = [];
  for (const { name: table } of tables) {
    const info = db.prepare(`PRAGMA table_info("${table}")`).all() as {
      name: string;
      type: string;
      notnull: number;
      pk: number;
    }[];
    const primaryKeyColumns = info.filter((column) => column.pk > 0).length;
    for (const column of info) {
      columns.push({
        table,
        name: column.name,
        typeClass: sqliteTypeClass(column.type),
        nullable:
          column.notnull === 0 &&
          !(column.pk > 0 && primaryKeyColumns === 1 && column.type === "INTEGER"),
      });
    }
    const indexes = db.prepare(`PRAGMA index_list("${table}")`).all() as {
      name: string;
      unique: number;
      origin: string;
    }[];
    for (const index of indexes.filter(
      (candidate) => candidate.unique && candidate.origin === "c",
    )) {
      const indexColumns = db.prepare(`PRAGMA index_info("${index.name}")`).all() as {
        name: string;
      }[];
      uniques.push(`${table}(${indexColumns.map((column) => column.name).join(",")})`);
    }
  }
  db.close();
  return { columns: sortColumns(columns), uniques: uniques.sort() };
}

async function readPostgres(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows: columnRows } = await client.query<{
    table_name: string;
    column_name: string;
    data_type: string;
    is_nullable: string;
  }>(
    `SELECT table_name, column_name, data_type, is_nullable FROM information_schema.columns
     WHERE table_schema = 'public' AND table_name <> '_prisma_migrations'`,
  );
  const { rows: uniqueRows } = await client.query<{ definition: string }>(
    `SELECT t.relname || '(' || string_agg(a.attname, ',' ORDER BY k.ordinality) || ')' AS definition
     FROM pg_index i
     JOIN pg_class t ON t.oid = i.indrelid
     JOIN pg_namespace n ON n.oid = t.relnamespace AND n.nspname = 'public'
     CROSS JOIN LATERAL unnest(i.indkey) WITH ORDINALITY AS k(attnum, ordinality)
     JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = k.attnum
     WHERE i.indisunique AND NOT i.indisprimary AND t.relname <> '_prisma_migrations'
     GROUP BY i.indexrelid, t.relname`,
  );
  await client.end();
  return {
    columns: sortColumns(
      columnRows.map((row) => ({
        table: row.table_name,
        name: row.column_name,
        typeClass: postgresTypeClass(row.data_type),
        nullable: row.is_nullable === "YES",
      })),
    ),
    uniques: uniqueRows.map((row) => row.definition).sort(),
  };
}

function readDatabase(target: DatabaseTarget) {
  return target.provider === "sqlite" ? readSqlite(target.file) : readPostgres(target.url);
}

async function recordedMigrations(database: TestDatabase) {
  return database.db.$queryRawUnsafe<
    { migration_name: string; checksum: string; finished_at: unknown }[]
  >(
    'SELECT migration_name, checksum, finished_at FROM "_prisma_migrations" ORDER BY migration_name',
  );
}

for (const kind of databaseKinds("migrations")) {
  describe.skipIf(kind.skipReason !== "")(
    `${kind.name} schema${kind.skipReason ? ` (hoppet over: ${kind.skipReason})` : ""}`,
    () => {
      let database: TestDatabase;
      beforeAll(async () => {
        database = await kind.create();
      });
      afterAll(async () => {
        await database?.drop();
      });

      it("matches the Prisma schema: every table, column, type, nullability and unique index", async () => {
        const expected = expectedFromSchema();
        const actual = await readDatabase(database.target);
        expect(actual.columns).toEqual(expected.columns);
        expect(actual.uniques).toEqual(expected.uniques);
      });

      it("records each migration in _prisma_migrations with Prisma's checksum and runs none twice", async () => {
        const migrations = readMigrations(database.target.provider);
        const rows = await recordedMigrations(database);
        expect(rows.map((row) => [row.migration_name, row.checksum])).toEqual(
          migrations.map((migration) => [migration.name, migration.checksum]),
        );
        expect(rows.every((row) => row.finished_at)).toBe(true);
        const again = await migrateDatabase(database.target);
        expect(again.applied).toEqual([]);
        expect(await recordedMigrations(database)).toHaveLength(migrations.length);
      });

      it("stops start-up when an applied migration's file has changed", async () => {
        const [first] = readMigrations(database.target.provider);
        await database.db.$executeRawUnsafe(
          `UPDATE "_prisma_migrations" SET checksum = 'changed' WHERE migration_name = '${first?.name}'`,
        );
        await expect(migrateDatabase(database.target)).rejects.toThrow(
          /er endret etter at den ble kjørt/,
        );
      });
    },
  );
}
