import path from "node:path";
import { inject } from "vitest";
import { createDatabaseClient, type Database } from "~/db/index.server";
import { createPostgresTarget } from "../../support/databases";
import { newDataDir } from "./production-server";

export type ServerDatabase = {
  dataDir: string;
  /** What the server process needs to use this database. */
  env: Record<string, string>;
  /** The test's own connection, to look at what the server stored. */
  db: Database;
  drop(): Promise<void>;
};

type Kind = {
  name: "SQLite" | "PostgreSQL";
  skipReason: string;
  create(): Promise<ServerDatabase>;
};

/** The two databases the production server runs on, each fresh for one test. */
export function serverDatabaseKinds(): Kind[] {
  const postgresUrl = inject("postgresUrl");
  return [
    {
      name: "SQLite",
      skipReason: "",
      async create() {
        const dataDir = newDataDir();
        const db = createDatabaseClient({ provider: "sqlite", file: path.join(dataDir, "app.db") });
        return { dataDir, env: {}, db, drop: () => db.$disconnect() };
      },
    },
    {
      name: "PostgreSQL",
      skipReason: postgresUrl ? "" : inject("postgresSkipReason"),
      async create() {
        const { target, drop } = await createPostgresTarget(postgresUrl ?? "");
        if (target.provider !== "postgresql") throw new Error("forventet PostgreSQL");
        const db = createDatabaseClient(target);
        return {
          dataDir: newDataDir(),
          env: { DATABASE_URL: target.url },
          db,
          async drop() {
            await db.$disconnect();
            await drop();
          },
        };
      },
    },
  ];
}
