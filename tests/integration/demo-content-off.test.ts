import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { disconnectDatabase, prisma } from "~/db/index.server";
import { prepareData } from "~/http/prepare-data.server";

let dataDir: string;
beforeAll(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), "demo-off-"));
  process.env.DATA_DIR = dataDir;
  process.env.DEMO_CONTENT = "false";
  delete process.env.DATABASE_URL;
  delete process.env.S3_BUCKET;
});
afterAll(async () => {
  await disconnectDatabase();
  rmSync(dataDir, { recursive: true, force: true });
});

it("DEMO_CONTENT=false: a fresh database is migrated and opens empty, with no demo pictures stored", async () => {
  const { appliedMigrations, seeded } = await prepareData();
  expect(appliedMigrations.length).toBeGreaterThan(0);
  expect(seeded).toBe(false);
  expect(await prisma.illustration.count()).toBe(0);
  expect(await prisma.portfolioProject.count()).toBe(0);
  expect(await prisma.panorama.count()).toBe(0);
  expect(await prisma.showcaseUnit.count()).toBe(0);
  expect(existsSync(path.join(dataDir, "uploads", "illustrations"))).toBe(false);
});
