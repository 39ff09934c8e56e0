import { mkdir, readdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { readManifest } from "~/backups/index.server";
import { waitFor } from "./support/forms";
import { newDataDir, type RunningServer, startProductionServer } from "./support/production-server";

let server: RunningServer | undefined;

afterAll(() => server?.stop("SIGKILL"));

const jobRunEnded = '"msg":"Planlagt sikkerhetskopi kjørt"';

it(
  "takes a backup when one is due, keeps the newest BACKUP_KEEP and clears what a crash left",
  { timeout: 90_000 },
  async () => {
    const backupDir = path.join(newDataDir(), "sikkerhetskopier");
    const old = [
      "2026-01-01T03-00-00-000Z",
      "2026-01-02T03-00-00-000Z",
      "2026-01-03T03-00-00-000Z",
    ];
    for (const stamp of old) {
      await mkdir(path.join(backupDir, `sikkerhetskopi-${stamp}`), { recursive: true });
      await writeFile(
        path.join(backupDir, `sikkerhetskopi-${stamp}`, "manifest.json"),
        JSON.stringify({ createdAt: stamp }),
      );
    }
    const crashed = "sikkerhetskopi-2026-01-04T03-00-00-000Z";
    await mkdir(path.join(backupDir, crashed, "files"), { recursive: true });

    const env = { BACKUP_DIR: backupDir, BACKUP_KEEP: "2", BACKUP_INTERVAL_HOURS: "24" };
    const dataDir = newDataDir();
    server = await startProductionServer({ dataDir, env });
    await waitFor("den planlagte sikkerhetskopien", async () =>
      server!.stdout().includes('"msg":"Sikkerhetskopi tatt"'),
    );

    const folders = (await readdir(backupDir)).sort();
    expect(folders).toHaveLength(2);
    expect(folders[0]).toBe(`sikkerhetskopi-${old[2]}`);
    const manifest = await readManifest(path.join(backupDir, folders[1]!));
    expect(manifest).toMatchObject({
      database: { provider: "sqlite" },
      migration: expect.any(String),
    });

    // A restart an hour later is not a reason for another backup.
    await server.stop();
    server = await startProductionServer({ dataDir, env });
    await waitFor("den planlagte sikkerhetskopiens første runde", async () =>
      server!.stdout().includes(jobRunEnded),
    );
    expect((await readdir(backupDir)).sort()).toEqual(folders);
  },
);
