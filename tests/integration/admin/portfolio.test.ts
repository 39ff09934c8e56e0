import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { disconnectDatabase, prisma } from "~/db/index.server";
import { migrateDatabase } from "~/db/migrate.server";
import * as detail from "~/routes/admin+/prosjekter.$id";
import * as list from "~/routes/admin+/prosjekter._index";
import { getStorage } from "~/storage/index.server";
import { context, expectRedirect, formPost, settle, staffRequest } from "./staff-request";

process.env.DATA_DIR = mkdtempSync(path.join(os.tmpdir(), "admin-portfolio-"));

const png = async (name = "fasade.png") =>
  new File(
    [
      await sharp({ create: { width: 120, height: 80, channels: 3, background: "#c2410c" } })
        .png()
        .toBuffer(),
    ],
    name,
    { type: "image/png" },
  );

type Reply = {
  init: { status: number };
  data: Record<string, { error?: Record<string, string[]> } & Record<string, string>>;
};

let projectId: string;
const here = () => `/admin/prosjekter/${projectId}`;
const change = async (fields: Record<string, string> | FormData, url = here()) =>
  settle(async () =>
    detail.action({ request: await formPost(url, fields), params: { id: projectId }, context }),
  );
const storedPortfolioKeys = async () =>
  (await getStorage().list("portfolio/")).map((object) => object.key).sort();
const project = () =>
  prisma.portfolioProject.findUniqueOrThrow({
    where: { id: projectId },
    include: { images: true },
  });

async function uploadImage(kind: "omslag" | "bilde", file: File, alt?: string) {
  const form = new FormData();
  form.set("image", file);
  if (alt !== undefined) form.set("alt", alt);
  return change(form, `${here()}?opplasting=${kind}`);
}

beforeAll(() => migrateDatabase());
afterAll(() => disconnectDatabase());

describe("Prosjekter in admin", () => {
  it("creates a draft with a slug made from the title, and refuses a slug already in use", async () => {
    const created = await list.action({
      request: await formPost("/admin/prosjekter", { title: "Bryggekanten Åsgårdstrand" }),
      params: {},
      context,
    });
    const location = expectRedirect(created, /^\/admin\/prosjekter\/\w+$/).headers.get("Location")!;
    projectId = location.split("/").pop()!;
    expect(await project()).toMatchObject({ slug: "bryggekanten-asgardstrand", published: false });

    const duplicate = (await list.action({
      request: await formPost("/admin/prosjekter", {
        title: "Et annet prosjekt",
        slug: "bryggekanten-asgardstrand",
      }),
      params: {},
      context,
    })) as unknown as Reply;
    expect(duplicate.init.status).toBe(400);
    expect(duplicate.data.error).toMatchObject({
      slug: ["Et annet prosjekt bruker allerede denne adressen."],
    });
  });

  it("saves the details and renders the Markdown body for the preview", async () => {
    const body = new URLSearchParams([
      ["intent", "save"],
      ["title", "Bryggekanten"],
      ["slug", "bryggekanten"],
      ["location", "Tønsberg"],
      [
        "bodyMarkdown",
        "## Om prosjektet\n\nTolv leiligheter **ved sjøen**. <script>alert(1)</script> [Les mer](javascript:alert(2))",
      ],
      ["services", "3D Illustrasjoner"],
      ["services", "Boligvelger"],
    ]);
    const request = await staffRequest(here(), { method: "POST", body });
    expectRedirect(
      await settle(() => detail.action({ request, params: { id: projectId }, context })),
      here(),
    );

    expect(await project()).toMatchObject({
      title: "Bryggekanten",
      slug: "bryggekanten",
      location: "Tønsberg",
      services: ["3D Illustrasjoner", "Boligvelger"],
    });
    const page = await detail.loader({
      request: await staffRequest(here()),
      params: { id: projectId },
      context,
    });
    expect(page.previewHtml).toContain("<h2>Om prosjektet</h2>");
    expect(page.previewHtml).toContain("<strong>ved sjøen</strong>");
    // Typed HTML shows as the characters typed; a script link keeps only its text.
    expect(page.previewHtml).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(page.previewHtml).not.toContain("<script");
    expect(page.previewHtml).not.toContain("javascript:");
    expect(page.previewHtml).toContain("Les mer");

    const invalid = (await change({
      intent: "save",
      title: "B",
      slug: "Ikke Gyldig",
    })) as unknown as Reply;
    expect(invalid.init.status).toBe(400);
    expect(invalid.data.details?.error).toMatchObject({
      title: ["Skriv en tittel på minst 2 tegn."],
      slug: ["Adressen kan bare ha små bokstaver (a–z), tall og bindestrek."],
    });
  });

  it("will not publish without a cover", async () => {
    await change({ intent: "publish", published: "true" });
    expect((await project()).published).toBe(false);
  });

  it("takes a cover and images through the image pipeline, with their size, and refuses what is not an image", async () => {
    expectRedirect(await uploadImage("omslag", await png("omslag.png")), here());
    expectRedirect(
      await uploadImage("bilde", await png("stue.png"), "Stue med utsikt mot brygga"),
      here(),
    );
    const saved = await project();
    expect(saved.coverKey).toMatch(/^portfolio\/[\w-]+\.png$/);
    expect(saved.images).toMatchObject([
      { alt: "Stue med utsikt mot brygga", width: 120, height: 80 },
    ]);
    expect(await storedPortfolioKeys()).toEqual(
      [saved.coverKey, saved.images[0]!.storageKey].sort(),
    );

    const pdf = new File(["%PDF-1.7"], "tegning.pdf", { type: "application/pdf" });
    const refused = (await uploadImage("bilde", pdf, "Tegning")) as unknown as Reply;
    expect(refused.init.status).toBe(400);
    expect(refused.data.uploadErrors).toEqual({
      image: "Filen tegning.pdf er ikke i riktig format. Tillatte formater er JPG og PNG.",
    });
    const noAlt = (await uploadImage(
      "bilde",
      await png("uten-tekst.png"),
      " ",
    )) as unknown as Reply;
    expect(noAlt.data.uploadErrors).toEqual({
      image: "Skriv en alternativ tekst som beskriver bildet.",
    });
    expect(await storedPortfolioKeys()).toHaveLength(2);
  });

  it("replaces the cover and deletes the old file", async () => {
    const oldCover = (await project()).coverKey;
    await uploadImage("omslag", await png("nytt-omslag.png"));
    const saved = await project();
    expect(saved.coverKey).not.toBe(oldCover);
    expect(await storedPortfolioKeys()).not.toContain(oldCover);
  });

  it("publishes and unpublishes", async () => {
    await change({ intent: "publish", published: "true" });
    expect((await project()).published).toBe(true);
    await change({ intent: "publish", published: "false" });
    expect((await project()).published).toBe(false);
  });

  it("deletes an image and then the whole project with its files", async () => {
    const [image] = (await project()).images;
    await change({ intent: "delete-image", imageId: image!.id });
    expect((await project()).images).toEqual([]);
    expect(await storedPortfolioKeys()).toHaveLength(1);

    expectRedirect(await change({ intent: "delete" }), "/admin/prosjekter");
    expect(await prisma.portfolioProject.count({ where: { id: projectId } })).toBe(0);
    expect(await storedPortfolioKeys()).toEqual([]);
  });
});
