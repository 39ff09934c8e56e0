import path from "node:path";
import { defineConfig } from "prisma/config";

/**
 * For Prisma's CLI where its schema engine is available (decision 011):
 * `npx prisma migrate status --config prisma/prisma.config.ts`. It picks the same database,
 * schema and migrations folder as the app's own runner.
 */
const databaseUrl = process.env.DATABASE_URL;
const dataDir = path.resolve(process.env.DATA_DIR ?? "./data");

export default defineConfig(
  databaseUrl
    ? {
        schema: "../app/generated/postgresql/schema.prisma",
        migrations: { path: "./migrations/postgresql" },
        datasource: { url: databaseUrl },
      }
    : {
        schema: "./schema.prisma",
        migrations: { path: "./migrations/sqlite" },
        datasource: { url: `file:${path.join(dataDir, "app.db")}` },
      },
);
