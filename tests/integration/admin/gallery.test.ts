import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { disconnectDatabase, prisma } from "~/db/index.server";
import { migrateDatabase } from "~/db/migrate.server";
import * as gallery from "~/routes/admin+/galleri._index";
import { getStorage } from "~/storage/index.server";
import { pngBomb } from "../../support/png-bomb";
import { context, expectRedirect, formPost } from "./staff-request";

process.env.DATA_DIR = mkdtempSync(path.join(os.tmpdir(), "admin-gallery-"));

const png = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: "#c2410c" } })
    .png()
    .toBuffer();

async function uploadForm(file: File | null, alt: string) {
  const form = new FormData();
  if (file) form.set("image", file);
  form.set("alt", alt);
  return gallery.action({ request: await formPost("/admin/galleri", form), params: {}, context });
}

async function storedIllustrationKeys() {
  return (await getStorage().list("illustrations/")).map((object) => object.key);
}

beforeAll(() => migrateDatabase());
afterAll(() => disconnectDatabase());

describe("Galleri", () => {
  it("uploads an image with its alt text, first in the gallery", async () => {
    expectRedirect(
      await uploadForm(
        new File([await png()], "fasade.png", { type: "image/png" }),
        "Fasade mot sør",
      ),
      "/admin/galleri",
    );
    expectRedirect(
      await uploadForm(
        new File([await png()], "stue.PNG", { type: "image/png" }),
        "Stue med kveldslys",
      ),
      "/admin/galleri",
    );
    const page = await gallery.loader({
      request: await formPost("/admin/galleri", {}),
      params: {},
      context,
    });
    expect(page.illustrations.map((illustration) => illustration.alt)).toEqual([
      "Stue med kveldslys",
      "Fasade mot sør",
    ]);
    expect(page.illustrations[0]).toMatchObject({ width: 64, height: 48 });
    expect(await storedIllustrationKeys()).toHaveLength(2);
  });

  it("refuses a file that only pretends to be an image, and stores nothing", async () => {
    const response = (await uploadForm(
      new File(["<svg onload=alert(1)>"], "bilde.png", { type: "image/png" }),
      "Falskt",
    )) as unknown as {
      init: { status: number };
      data: { fieldErrors: { image: string[] } };
    };
    expect(response.init.status).toBe(400);
    expect(response.data.fieldErrors.image).toEqual([
      "Filen bilde.png er ikke i riktig format. Tillatte formater er JPG og PNG.",
    ]);
    expect(await storedIllustrationKeys()).toHaveLength(2);
  });

  it("refuses an 81-megapixel image the image route would not show, and stores nothing", async () => {
    const response = (await uploadForm(
      new File([pngBomb(9000, 9000)], "panorama-rå.png", { type: "image/png" }),
      "Altfor stort",
    )) as unknown as {
      init: { status: number };
      data: { fieldErrors: { image: string[] } };
    };
    expect(response.init.status).toBe(400);
    expect(response.data.fieldErrors.image).toEqual([
      "Bildet panorama-rå.png er på 81 megapiksler. Nettstedet viser bilder på opptil 40 megapiksler (for eksempel 7680 × 4320); skaler det ned og last det opp på nytt.",
    ]);
    expect(await storedIllustrationKeys()).toHaveLength(2);
  });

  it("requires alt text and leaves no orphan file behind", async () => {
    const response = (await uploadForm(
      new File([await png()], "uten-tekst.png", { type: "image/png" }),
      "  ",
    )) as unknown as {
      init: { status: number };
      data: { fieldErrors: { alt: string[] } };
    };
    expect(response.init.status).toBe(400);
    expect(response.data.fieldErrors.alt).toEqual([
      "Skriv en alternativ tekst som beskriver bildet.",
    ]);
    expect(await storedIllustrationKeys()).toHaveLength(2);
    expect(await prisma.illustration.count()).toBe(2);
  });

  it("changes alt text and order, and deletes the image with its file", async () => {
    const [first, second] = await prisma.illustration.findMany({ orderBy: { sortOrder: "asc" } });
    await gallery.action({
      request: await formPost("/admin/galleri", {
        intent: "alt",
        id: second!.id,
        alt: "Fasade mot sør i kveldssol",
      }),
      params: {},
      context,
    });
    await gallery.action({
      request: await formPost("/admin/galleri", {
        intent: "move",
        id: second!.id,
        direction: "up",
      }),
      params: {},
      context,
    });
    const reordered = await prisma.illustration.findMany({ orderBy: { sortOrder: "asc" } });
    expect(reordered.map((illustration) => illustration.alt)).toEqual([
      "Fasade mot sør i kveldssol",
      "Stue med kveldslys",
    ]);

    await gallery.action({
      request: await formPost("/admin/galleri", { intent: "delete", id: first!.id }),
      params: {},
      context,
    });
    expect(await prisma.illustration.count()).toBe(1);
    expect(await storedIllustrationKeys()).toEqual([second!.imagePath]);
  });
});
