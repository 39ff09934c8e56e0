import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { disconnectDatabase, prisma } from "~/db/index.server";
import { serveCachedImages } from "~/images/index.server";
import { migrateDatabase } from "~/db/migrate.server";
import { loader } from "~/routes/_resources+/bilder.$";
import { setPublished } from "~/portfolio/index.server";
import { contentDocuments } from "~/site-content/documents";
import { forgetPublished } from "~/site-content/read.server";
import { publishDraft } from "~/site-content/store.server";
import { getStorage } from "~/storage/index.server";
import { pngBomb } from "../support/png-bomb";
import { staffRequest } from "./admin/staff-request";

const dataDir = mkdtempSync(path.join(os.tmpdir(), "images-test-"));
process.env.DATA_DIR = dataDir;

const chrome = "image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8";
const keys = {
  landscape: "illustrations/fasade-kveld.jpg",
  small: "illustrations/liten-skisse.png",
  rotated: "illustrations/staaende-foto.jpg",
  bomb: "illustrations/kjempebilde.png",
  notAnImage: "illustrations/ikke-et-bilde.jpg",
  privateDrawing: "contact_attachments/3f2b6c1e-tegning.png",
};

async function request(
  key: string,
  query = "",
  headers: Record<string, string> = { Accept: chrome },
) {
  const response = await loader({
    request: new Request(`http://localhost/bilder/${key}${query}`, { headers }),
    params: { "*": key },
    context: { clientIp: "127.0.0.1" },
  });
  return response;
}

async function decoded(response: Response) {
  const bytes = Buffer.from(await response.arrayBuffer());
  return { bytes, metadata: await sharp(bytes).metadata() };
}

async function storeIllustration(key: string, bytes: Buffer, width: number, height: number) {
  await getStorage().put(key, bytes, { contentType: "image/jpeg" });
  await prisma.illustration.create({ data: { imagePath: key, alt: "Testbilde", width, height } });
}

const noise = (width: number, height: number) =>
  sharp({
    create: {
      width,
      height,
      channels: 3,
      background: "#000",
      noise: { type: "gaussian", mean: 128, sigma: 40 },
    },
  });

beforeAll(async () => {
  await migrateDatabase();
  await storeIllustration(keys.landscape, await noise(2400, 1600).jpeg().toBuffer(), 2400, 1600);
  await storeIllustration(keys.small, await noise(600, 400).png().toBuffer(), 600, 400);
  const sideways = await noise(1000, 500).jpeg().withMetadata({ orientation: 6 }).toBuffer();
  await storeIllustration(keys.rotated, sideways, 500, 1000);
  const bomb = pngBomb(8000, 6000);
  expect(bomb.length).toBeLessThan(50_000);
  await storeIllustration(keys.bomb, bomb, 8000, 6000);
  await storeIllustration(keys.notAnImage, Buffer.from("%PDF-1.7\n% ikke et bilde\n"), 100, 100);
  await getStorage().put(keys.privateDrawing, await noise(400, 300).png().toBuffer(), {
    contentType: "image/png",
  });
}, 60_000);

afterAll(async () => {
  await disconnectDatabase();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("content negotiation", () => {
  test("fm=auto gives AVIF to a browser that names it, and says the answer varies by Accept", async () => {
    const response = await request(keys.landscape, "?w=800&fm=auto");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/avif");
    expect(response.headers.get("Vary")).toBe("Accept");
    const { metadata } = await decoded(response);
    expect(metadata.format).toBe("heif");
    expect(metadata.width).toBe(800);
  });

  test("WebP for a browser that only names WebP, JPEG when nothing is named", async () => {
    const webp = await request(keys.landscape, "?w=400", { Accept: "image/webp,*/*" });
    expect(webp.headers.get("Content-Type")).toBe("image/webp");
    expect((await decoded(webp)).metadata.format).toBe("webp");

    const jpeg = await request(keys.landscape, "?w=400", {});
    expect(jpeg.headers.get("Content-Type")).toBe("image/jpeg");
    expect((await decoded(jpeg)).metadata.format).toBe("jpeg");
  });

  test("an explicit format is served regardless of Accept and does not vary", async () => {
    const response = await request(keys.landscape, "?w=400&fm=webp", { Accept: "image/jpeg" });
    expect(response.headers.get("Content-Type")).toBe("image/webp");
    expect(response.headers.get("Vary")).toBeNull();
  });
});

describe("parameters", () => {
  test("a width between the sets snaps up, and out-of-range widths are clamped", async () => {
    expect((await decoded(await request(keys.landscape, "?w=500&fm=webp"))).metadata.width).toBe(
      640,
    );
    expect((await decoded(await request(keys.landscape, "?w=5000&fm=webp"))).metadata.width).toBe(
      1920,
    );
    expect((await decoded(await request(keys.landscape, "?w=10&fm=webp"))).metadata.width).toBe(
      320,
    );
  });

  test("without parameters it serves at most 1920 px wide, and never enlarges a small original", async () => {
    expect((await decoded(await request(keys.landscape))).metadata.width).toBe(1920);
    const small = await decoded(await request(keys.small, "?w=1600&fm=jpeg"));
    expect(small.metadata.width).toBe(600);
  });

  test("out-of-range quality is clamped, not refused, and a lower preset gives fewer bytes", async () => {
    const low = await request(keys.landscape, "?w=800&fm=jpeg&q=5");
    const high = await request(keys.landscape, "?w=800&fm=jpeg&q=high");
    expect(low.status).toBe(200);
    expect(high.status).toBe(200);
    expect((await low.arrayBuffer()).byteLength).toBeLessThan(
      (await high.arrayBuffer()).byteLength,
    );
  });

  test.each([
    ["?w=abc", /bredde/],
    ["?w=800px", /bredde/],
    ["?q=best", /kvalitet/],
    ["?fm=gif", /format/],
  ])("%s is refused with 400 and a reason", async (query, reason) => {
    const response = await request(keys.landscape, query);
    expect(response.status).toBe(400);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(await response.text()).toMatch(reason);
  });
});

describe("caching", () => {
  test("the second request is a cache hit with the same bytes, even after the original is gone", async () => {
    const key = "illustrations/hurtigbuffer.jpg";
    await storeIllustration(key, await noise(1200, 800).jpeg().toBuffer(), 1200, 800);

    const first = await request(key, "?w=640&fm=webp");
    expect(first.headers.get("X-Image-Cache")).toBe("miss");
    expect(first.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    const firstBytes = Buffer.from(await first.arrayBuffer());

    await getStorage().delete(key);
    const second = await request(key, "?w=640&fm=webp");
    expect(second.status).toBe(200);
    expect(second.headers.get("X-Image-Cache")).toBe("hit");
    expect(second.headers.get("ETag")).toBe(first.headers.get("ETag"));
    expect(second.headers.get("Content-Length")).toBe(String(firstBytes.length));
    expect(Buffer.from(await second.arrayBuffer()).equals(firstBytes)).toBe(true);
  });

  test("a matching If-None-Match answers 304 without a body", async () => {
    const first = await request(keys.landscape, "?w=320&fm=jpeg");
    const etag = first.headers.get("ETag");
    expect(etag).toMatch(/^".+"$/);
    const revalidated = await request(keys.landscape, "?w=320&fm=jpeg", { "If-None-Match": etag! });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get("ETag")).toBe(etag);
    expect(await revalidated.text()).toBe("");
  });

  test("different variants of one image have different ETags", async () => {
    const a = await request(keys.landscape, "?w=320&fm=jpeg");
    const b = await request(keys.landscape, "?w=640&fm=jpeg");
    expect(a.headers.get("ETag")).not.toBe(b.headers.get("ETag"));
  });
});

describe("what is refused", () => {
  test("an unknown key is 404", async () => {
    const response = await request("illustrations/finnes-ikke.jpg");
    expect(response.status).toBe(404);
  });

  test("a stored file no public record points at (a client's drawing) is 404", async () => {
    expect(await getStorage().head(keys.privateDrawing)).not.toBeNull();
    const response = await request(keys.privateDrawing, "?w=320&fm=jpeg");
    expect(response.status).toBe(404);
  });

  test.each(["../app.db", "illustrations/../../app.db", "/etc/passwd", ""])(
    "the key %j is 404, never a file outside storage",
    async (key) => {
      const response = await request(key);
      expect(response.status).toBe(404);
    },
  );

  test("an image claiming more pixels than the limit is refused without decoding it", async () => {
    const claimed = await sharp(pngBomb(8000, 6000)).metadata();
    expect(claimed.width * claimed.height).toBe(48_000_000);
    const response = await request(keys.bomb, "?w=320&fm=jpeg");
    expect(response.status).toBe(422);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
  });

  test("an SVG is not decoded even when a record points at it", async () => {
    const key = "illustrations/tegning.svg";
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>';
    await storeIllustration(key, Buffer.from(svg), 10, 10);
    const response = await request(key, "?w=320&fm=jpeg");
    expect(response.status).toBe(422);
  });

  test("a file that is not an image is 422, not a server error", async () => {
    const response = await request(keys.notAnImage, "?w=320&fm=jpeg");
    expect(response.status).toBe(422);
  });
});

describe("the transform", () => {
  test("applies the EXIF orientation and strips the metadata", async () => {
    const { metadata } = await decoded(await request(keys.rotated, "?w=320&fm=jpeg"));
    expect(metadata.width).toBe(320);
    expect(metadata.height).toBe(640);
    expect(metadata.orientation).toBeUndefined();
    expect(metadata.exif).toBeUndefined();
  });
});

describe("the cache middleware in front of Remix", () => {
  let server: Server;
  let origin: string;

  beforeAll(async () => {
    server = createServer((req, res) =>
      serveCachedImages(req, res, () => res.writeHead(418).end("videre til ruten")),
    );
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  test("answers a cached variant itself, with the route's headers and bytes", async () => {
    const fromRoute = await request(keys.landscape, "?w=1200&fm=webp");
    const routeBytes = Buffer.from(await fromRoute.arrayBuffer());
    const response = await fetch(`${origin}/bilder/${keys.landscape}?w=1200&fm=webp`);
    expect(response.status).toBe(200);
    expect(response.headers.get("X-Image-Cache")).toBe("hit");
    for (const header of ["Content-Type", "ETag", "Cache-Control", "Content-Length"]) {
      expect(response.headers.get(header)).toBe(fromRoute.headers.get(header));
    }
    expect(Buffer.from(await response.arrayBuffer()).equals(routeBytes)).toBe(true);
  });

  test("negotiates like the route and answers 304 to a matching ETag", async () => {
    const fromRoute = await request(keys.landscape, "?w=1200", { Accept: "image/webp" });
    await fromRoute.arrayBuffer();
    const response = await fetch(`${origin}/bilder/${keys.landscape}?w=1200`, {
      headers: { Accept: "image/webp", "If-None-Match": fromRoute.headers.get("ETag")! },
    });
    expect(response.status).toBe(304);
    expect(response.headers.get("Vary")).toBe("Accept");
  });

  test.each([
    ["a variant not made yet", "/bilder/illustrations/fasade-kveld.jpg?w=1600&q=low&fm=jpeg"],
    ["an unknown key", "/bilder/illustrations/finnes-ikke.jpg"],
    ["a malformed parameter", "/bilder/illustrations/fasade-kveld.jpg?w=stor"],
    ["a broken escape", "/bilder/illustrations/%E0%A4%A.jpg"],
    ["another address", "/illustrasjoner"],
  ])("passes %s on to the route", async (_, address) => {
    const response = await fetch(`${origin}${address}`);
    expect(response.status).toBe(418);
  });
});

describe("pictures of an unpublished portfolio project", () => {
  const cover = "portfolio/utkast-forside.jpg";
  const picture = "portfolio/utkast-bilde.jpg";
  let projectId = "";

  beforeAll(async () => {
    const bytes = await noise(800, 600).jpeg().toBuffer();
    for (const key of [cover, picture]) {
      await getStorage().put(key, bytes, { contentType: "image/jpeg" });
    }
    const project = await prisma.portfolioProject.create({
      data: {
        title: "Utkast",
        slug: "utkast",
        location: "Bergen",
        services: [],
        coverKey: cover,
        published: false,
        images: { create: { storageKey: picture, width: 800, height: 600 } },
      },
    });
    projectId = project.id;
  });

  test("do not exist for the public, but staff see them, sent private and kept out of the public cache", async () => {
    for (const key of [cover, picture]) {
      const anonymous = await request(key, "?w=320&fm=jpeg");
      expect(anonymous.status).toBe(404);
      await anonymous.arrayBuffer();

      const staff = await loader({
        request: await staffRequest(`/bilder/${key}?w=320&fm=jpeg`, {
          headers: { Accept: chrome },
        }),
        params: { "*": key },
        context: { clientIp: "127.0.0.1" },
      });
      expect(staff.status).toBe(200);
      expect(staff.headers.get("Cache-Control")).toBe("private, no-store");
      await staff.arrayBuffer();

      const afterStaff = await request(key, "?w=320&fm=jpeg");
      expect(afterStaff.status).toBe(404);
      await afterStaff.arrayBuffer();
    }
  });

  test("become public when the project is published, and private again after", async () => {
    await setPublished(projectId, true);
    const published = await request(picture, "?w=320&fm=jpeg");
    expect(published.status).toBe(200);
    expect(published.headers.get("Cache-Control")).toContain("public");
    await published.arrayBuffer();

    await setPublished(projectId, false);
    const hidden = await request(picture, "?w=320&fm=jpeg");
    expect(hidden.status).toBe(404);
    await hidden.arrayBuffer();
  });
});

describe("the team's uploaded portraits", () => {
  const key = "team/5d1c2b9a-8e7f-4a6b-9c3d-2e1f0a9b8c7d.png";

  beforeAll(async () => {
    await getStorage().put(key, await noise(400, 500).png().toBuffer(), {
      contentType: "image/png",
    });
  });

  test("are for staff only in a draft, and public once the team with them is published", async () => {
    const anonymous = await request(key, "?w=320&fm=jpeg");
    expect(anonymous.status).toBe(404);
    await anonymous.arrayBuffer();
    const staff = await loader({
      request: await staffRequest(`/bilder/${key}?w=320&fm=jpeg`, { headers: { Accept: chrome } }),
      params: { "*": key },
      context: { clientIp: "127.0.0.1" },
    });
    expect(staff.status).toBe(200);
    expect(staff.headers.get("Cache-Control")).toBe("private, no-store");
    await staff.arrayBuffer();

    const { defaults } = contentDocuments.team;
    const photo = { src: key, width: 400, height: 500, fileName: "ingrid.png", alt: "Ingrid" };
    const member = { ...defaults.members[0]!, name: "Ingrid Bø", photo };
    const published = await publishDraft(
      "team",
      { ...defaults, members: [...defaults.members, member] },
      { basedOn: 0, editor: { email: "anne@digitalepoteter.example" }, defaults },
    );
    expect(published.ok).toBe(true);
    forgetPublished();
    const afterPublish = await request(key, "?w=320&fm=jpeg");
    expect(afterPublish.status).toBe(200);
    expect((await decoded(afterPublish)).metadata.width).toBe(320);
  });
});
