import { randomUUID } from "node:crypto";
import os from "node:os";
import path from "node:path";
import Sqlite from "better-sqlite3";
import { afterAll, expect, it } from "vitest";
import { readManifest } from "~/backups/index.server";
import { readMigrations } from "~/db/index.server";
import { runBackupScript } from "./support/backups";
import { newDataDir, type RunningServer, startProductionServer } from "./support/production-server";

let server: RunningServer | undefined;

afterAll(() => server?.stop("SIGKILL"));

/** A site's database as the code before the newest migration left it. */
function databaseOfOlderCode(dataDir: string) {
  const older = readMigrations("sqlite").slice(0, -1);
  const db = new Sqlite(path.join(dataDir, "app.db"));
  db.exec(`CREATE TABLE "_prisma_migrations" (
    "id" TEXT PRIMARY KEY NOT NULL, "checksum" TEXT NOT NULL, "finished_at" DATETIME,
    "migration_name" TEXT NOT NULL, "logs" TEXT, "rolled_back_at" DATETIME,
    "started_at" DATETIME NOT NULL DEFAULT current_timestamp,
    "applied_steps_count" INTEGER UNSIGNED NOT NULL DEFAULT 0)`);
  const record = db.prepare(
    `INSERT INTO "_prisma_migrations" ("id", "checksum", "finished_at", "migration_name", "applied_steps_count")
     VALUES (?, ?, current_timestamp, ?, 1)`,
  );
  for (const migration of older) {
    db.exec(migration.sql);
    record.run(randomUUID(), migration.checksum, migration.name);
  }
  db.prepare(
    "INSERT INTO contact_requests (id, name, email, phone, message) VALUES ('eldre', 'Kari', 'kari@example.com', '', 'Fra før oppdateringen')",
  ).run();
  db.close();
  return older.at(-1)!.name;
}

it(
  "restores a backup from older code, and the server migrates it at start",
  { timeout: 90_000 },
  async () => {
    const oldSite = newDataDir();
    const olderMigration = databaseOfOlderCode(oldSite);
    const backupDir = path.join(os.tmpdir(), `eldre-${randomUUID()}`);
    const backup = await runBackupScript("backup", backupDir, { dataDir: oldSite });
    expect(backup, backup.stderr).toMatchObject({ code: 0 });
    expect((await readManifest(backupDir)).migration).toBe(olderMigration);

    const restoredSite = newDataDir();
    const restored = await runBackupScript("restore", backupDir, { dataDir: restoredSite });
    expect(restored, restored.stderr).toMatchObject({ code: 0 });

    server = await startProductionServer({ dataDir: restoredSite });
    const newest = readMigrations("sqlite").at(-1)!.name;
    expect(server.stdout()).toMatch(new RegExp(`"migrations":\\["${newest}"\\]`));
    const db = new Sqlite(path.join(restoredSite, "app.db"), { readonly: true });
    try {
      expect(db.prepare("SELECT message FROM contact_requests WHERE id = 'eldre'").get()).toEqual({
        message: "Fra før oppdateringen",
      });
    } finally {
      db.close();
    }
  },
);
