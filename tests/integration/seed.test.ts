import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { buffer } from "node:stream/consumers";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabaseClient, disconnectDatabase, prisma } from "~/db/index.server";
import { readMigrations } from "~/db/migrate.server";
import { prepareData } from "~/http/prepare-data.server";
import { services } from "~/services/copy";
import { seedIfEmpty } from "~/demo/index.server";
import type { FileStorage } from "~/storage/storage";
import { databaseKinds, type TestDatabase } from "../support/databases";
import { storageKinds, type TestStorage } from "../support/storages";

async function expectJpeg(storage: FileStorage, key: string, width: number, height: number) {
  const file = await storage.get(key);
  expect(file?.object.contentType).toBe("image/jpeg");
  const metadata = await sharp(await buffer(file!.body)).metadata();
  expect([metadata.format, metadata.width, metadata.height]).toEqual(["jpeg", width, height]);
}

for (const kind of databaseKinds("concurrency")) {
  describe.skipIf(kind.skipReason !== "")(
    `demo content on ${kind.name}${kind.skipReason ? ` (hoppet over: ${kind.skipReason})` : ""}`,
    () => {
      let database: TestDatabase;
      let files: TestStorage;
      beforeAll(async () => {
        [database, files] = await Promise.all([kind.create(), storageKinds()[0]!.create()]);
      });
      afterAll(async () => {
        await Promise.all([database?.drop(), files?.cleanup()]);
      });

      it("fills an empty database once, even when two servers start together", async () => {
        const other = createDatabaseClient(database.target);
        try {
          const results = await Promise.all([
            seedIfEmpty({ db: database.db, storage: files.storage }),
            seedIfEmpty({ db: other, storage: files.storage }),
          ]);
          expect(results.filter((result) => result.seeded)).toHaveLength(1);
        } finally {
          await other.$disconnect();
        }
        const db = database.db;
        const illustrations = await db.illustration.findMany({ orderBy: { sortOrder: "asc" } });
        expect(illustrations).toHaveLength(6);
        expect(illustrations.every((illustration) => illustration.alt.length > 10)).toBe(true);
        for (const illustration of illustrations) {
          await expectJpeg(
            files.storage,
            illustration.imagePath,
            illustration.width,
            illustration.height,
          );
        }

        const projects = await db.portfolioProject.findMany({
          where: { published: true },
          include: { images: { orderBy: { sortOrder: "asc" } } },
          orderBy: { slug: "asc" },
        });
        expect(projects.map((project) => project.slug)).toEqual([
          "fjordparken-bolig",
          "lindelia-rekkehus",
        ]);
        for (const project of projects) {
          expect(project.images).toHaveLength(3);
          expect(project.coverKey).toBe(project.images[0]?.storageKey);
          expect(project.services).toEqual(expect.arrayContaining(["3D-illustrasjoner"]));
          for (const image of project.images) {
            await expectJpeg(files.storage, image.storageKey, image.width, image.height);
          }
        }
      });

      it("does not bring demo content back after staff have deleted it", async () => {
        await database.db.illustration.deleteMany();
        await database.db.portfolioProject.deleteMany();
        expect(await seedIfEmpty({ db: database.db, storage: files.storage })).toEqual({
          seeded: false,
        });
        expect(await database.db.illustration.count()).toBe(0);
      });
    },
  );
}

describe("a database that already has content", () => {
  it("gets no demo content", async () => {
    const [database, files] = await Promise.all([
      databaseKinds("prisma-only")[0]!.create(),
      storageKinds()[0]!.create(),
    ]);
    try {
      await database.db.illustration.create({
        data: { imagePath: "illustrations/egen.jpg", alt: "Eget bilde", width: 10, height: 10 },
      });
      expect(await seedIfEmpty({ db: database.db, storage: files.storage })).toEqual({
        seeded: false,
      });
      expect(await database.db.illustration.count()).toBe(1);
      expect(await files.storage.list("")).toEqual([]);
    } finally {
      await Promise.all([database.drop(), files.cleanup()]);
    }
  });
});

describe("prepareData on a fresh clone's defaults", () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), "data-dir-"));
    process.env.DATA_DIR = dataDir;
    delete process.env.DATABASE_URL;
    delete process.env.S3_BUCKET;
  });
  afterAll(async () => {
    await disconnectDatabase();
    rmSync(dataDir, { recursive: true, force: true });
  });

  // Draws every demo picture and panorama: seconds on an idle machine, far more on a busy one.
  it(
    "creates, migrates and seeds $DATA_DIR/app.db with pictures in $DATA_DIR/uploads",
    { timeout: 90_000 },
    async () => {
      expect(await prepareData()).toEqual({
        appliedMigrations: readMigrations("sqlite").map((migration) => migration.name),
        seeded: true,
      });
      expect(existsSync(path.join(dataDir, "app.db"))).toBe(true);
      expect(existsSync(path.join(dataDir, "uploads", "illustrations", "demo-1.jpg"))).toBe(true);
      expect(await prisma.portfolioProject.count({ where: { published: true } })).toBe(2);
      const tagged = await prisma.illustrationService.findMany({ select: { serviceSlug: true } });
      expect(new Set(tagged.map((tag) => tag.serviceSlug))).toEqual(
        new Set(services.map((service) => service.slug)),
      );
      const panoramas = await prisma.panorama.findMany();
      expect(panoramas.length).toBeGreaterThanOrEqual(2);
      expect(panoramas.every((panorama) => panorama.width === 2 * panorama.height)).toBe(true);
      const statuses = await prisma.showcaseUnit.findMany({ select: { status: true } });
      expect(statuses.length).toBeGreaterThanOrEqual(8);
      expect(new Set(statuses.map((unit) => unit.status))).toEqual(
        new Set(["ledig", "reservert", "solgt"]),
      );
      expect(await prepareData()).toEqual({ appliedMigrations: [], seeded: false });
    },
  );
});
