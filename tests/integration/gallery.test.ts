import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { disconnectDatabase, prisma } from "~/db/index.server";
import {
  getCarouselIllustrations,
  listIllustrations,
  pageFromSearch,
} from "~/gallery/gallery.server";
import { migrateDatabase } from "~/db/migrate.server";
import { log } from "~/observability/index.server";

const dataDir = mkdtempSync(path.join(os.tmpdir(), "gallery-test-"));
process.env.DATA_DIR = dataDir;

const now = Date.now();
const minutesAgo = (minutes: number) => new Date(now - minutes * 60_000);

beforeAll(async () => {
  await migrateDatabase();
  await prisma.illustration.createMany({
    data: Array.from({ length: 40 }, (_, index) => ({
      imagePath: `illustrations/${index + 1}.jpg`,
      alt: `Bilde ${index + 1}`,
      width: 1600,
      height: 1200,
      // Staff ordered them oldest first, so the two orders differ.
      sortOrder: 40 - index,
      createdAt: minutesAgo(index),
    })),
  });
});

afterAll(async () => {
  await disconnectDatabase();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("the carousel", () => {
  test("gets the 15 newest illustrations, newest first, by creation time", async () => {
    const images = await getCarouselIllustrations();
    expect(images).toHaveLength(15);
    expect(images.map((image) => image.alt)).toEqual(
      Array.from({ length: 15 }, (_, index) => `Bilde ${index + 1}`),
    );
    expect(images[0]).toMatchObject({ imageKey: "illustrations/1.jpg", width: 1600, height: 1200 });
  });
});

describe("the gallery pages", () => {
  test("pages by 30 in the staff's order", async () => {
    const first = await listIllustrations({ page: 1 });
    expect(first).toMatchObject({ page: 1, pageCount: 2, total: 40 });
    expect(first.images).toHaveLength(30);
    expect(first.images[0]!.alt).toBe("Bilde 40");

    const second = await listIllustrations({ page: 2 });
    expect(second.images).toHaveLength(10);
    expect(second.images.at(-1)!.alt).toBe("Bilde 1");
  });

  test("reads the page from ?side=, and anything but a positive whole number is no page", () => {
    expect(pageFromSearch(new URLSearchParams(""))).toBe(1);
    expect(pageFromSearch(new URLSearchParams("side=2"))).toBe(2);
    for (const side of ["0", "-1", "1.5", "to", "", "02"]) {
      expect(pageFromSearch(new URLSearchParams({ side }))).toBeNull();
    }
  });
});

describe("when the database fails", () => {
  test("the carousel is empty and the error is logged, so the page still renders", async () => {
    await prisma.$executeRawUnsafe("ALTER TABLE illustrations RENAME TO illustrations_away");
    const logged = vi.spyOn(log, "error").mockImplementation(() => {});
    try {
      expect(await getCarouselIllustrations()).toEqual([]);
      expect(logged).toHaveBeenCalledWith(
        expect.objectContaining({ err: expect.anything() }),
        "Kunne ikke hente illustrasjoner til karusellen",
      );
    } finally {
      logged.mockRestore();
      await prisma.$executeRawUnsafe("ALTER TABLE illustrations_away RENAME TO illustrations");
    }
  });
});
