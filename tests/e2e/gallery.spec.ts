import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { e2eStaffPassword } from "../../playwright.config";
import { expect, test, waitForHydration } from "./support/test";

/**
 * The gallery needs more pictures than the demo seed has (15 in the carousel, more than
 * 30 for a second gallery page), and the shared test site has staff uploading and deleting
 * pictures at the same time. So this file runs its own site on a fresh DATA_DIR: started
 * like production, with the demo seed, plus 30 extra illustrations older than the demo ones.
 */
const extraIllustrations = 30;
const demoIllustrations = 6;
const total = demoIllustrations + extraIllustrations;

let site: { origin: string; stop(): Promise<void> };

// The first page load transforms every picture it shows from cold, on a machine shared with two other sites.
test.describe.configure({ mode: "default", timeout: 60_000 });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), "dp-e2e-galleri-"));
  await prepareGallery(dataDir);
  site = await startSite(dataDir);
});

test.afterAll(async () => {
  await site?.stop();
});

const carousel = (page: Page) => page.getByRole("region", { name: "Bildekarusell" });
const viewerPosition = (page: Page) => page.getByRole("dialog").getByRole("heading");

test.describe("carousel with JavaScript @js-only", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(`${site.origin}/`);
    await waitForHydration(page);
    await carousel(page).scrollIntoViewIfNeeded();
    // The section hydrates once its code has arrived (decision 077); its buttons show when it has.
    await expect(carousel(page).getByRole("button", { name: "Neste bilde" })).toBeVisible();
  });

  test("previous is disabled at the start and next at the end, with at most 10 dots", async ({
    page,
  }) => {
    const previous = carousel(page).getByRole("button", { name: "Forrige bilde" });
    const next = carousel(page).getByRole("button", { name: "Neste bilde" });
    await expect(previous).toBeDisabled();
    await expect(next).toBeEnabled();
    await expect(carousel(page).getByRole("button", { name: /^Gå til bilde/ })).toHaveCount(10);

    let steps = 0;
    while (await next.isEnabled()) {
      // Forced: when the row's smooth scroll settles on the last stop, the button can turn
      // disabled between the check above and the press, and a press there changes nothing.
      await next.click({ force: true });
      steps += 1;
      expect(steps, "neste-knappen blir aldri deaktivert").toBeLessThan(20);
    }
    await expect(next).toBeDisabled();
    await expect(previous).toBeEnabled();
    await expect(carousel(page).getByRole("button", { name: "Gå til bilde 10" })).toHaveAttribute(
      "aria-current",
      "true",
    );
  });

  test("shows the 15 newest illustrations, demo pictures first, and ends with a card to the gallery", async ({
    page,
  }) => {
    const slides = carousel(page).locator("li");
    await expect(slides).toHaveCount(16);
    await expect(slides.first().getByRole("img")).toHaveAttribute("alt", /\S/);
    await expect(slides.nth(demoIllustrations).getByRole("img")).toHaveAttribute(
      "alt",
      "Testbilde 1",
    );

    await carousel(page).getByRole("button", { name: "Gå til bilde 10" }).click();
    const seeMore = carousel(page).getByRole("link", { name: "Se flere bilder" });
    await expect(seeMore).toHaveAttribute("href", "/illustrasjoner");
    await seeMore.click();
    await expect(page).toHaveURL(`${site.origin}/illustrasjoner`);
  });

  test("the first three pictures load at once, the rest only when they come near", async ({
    page,
  }) => {
    const images = carousel(page).locator("li img");
    for (const index of [0, 1, 2])
      await expect(images.nth(index)).toHaveAttribute("loading", "eager");
    await expect(images.nth(5)).not.toHaveAttribute("src", /.+/);

    const next = carousel(page).getByRole("button", { name: "Neste bilde" });
    for (let step = 0; step < 4; step++) await next.click();
    await expect(images.nth(5)).toBeInViewport();
    await expect(images.nth(5)).toHaveAttribute("src", /^\/bilder\//);
    await expect.poll(() => naturalWidth(images.nth(5))).toBeGreaterThan(0);
    await expect(images.nth(5)).toHaveCSS("opacity", "1");
  });

  test("the viewer steps with the keys, stays within the pictures, and gives focus back", async ({
    page,
  }) => {
    const opener = carousel(page).locator("li a").first();
    await opener.click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await expect(viewerPosition(page)).toHaveText(/Bilde 1 av 15/);

    await page.keyboard.press("ArrowLeft");
    await expect(viewerPosition(page)).toHaveText(/Bilde 1 av 15/);
    await expect(dialog.getByRole("button", { name: "Forrige bilde" })).toBeDisabled();

    await page.keyboard.press("ArrowRight");
    await expect(viewerPosition(page)).toHaveText(/Bilde 2 av 15/);
    for (let step = 0; step < 20; step++) await page.keyboard.press("ArrowRight");
    await expect(viewerPosition(page)).toHaveText(/Bilde 15 av 15/);
    await expect(dialog.getByRole("button", { name: "Neste bilde" })).toBeDisabled();
    // The viewer's 1920-px variant of a picture nobody asked for yet is encoded on demand,
    // which takes seconds on a busy machine: wait for the picture, not a fixed time.
    await expect
      .poll(() => naturalWidth(dialog.getByRole("img")), { timeout: 30_000 })
      .toBeGreaterThan(0);

    await dialog.getByRole("button", { name: "Forrige bilde" }).click();
    await expect(viewerPosition(page)).toHaveText(/Bilde 14 av 15/);

    for (let press = 0; press < 6; press++) {
      await page.keyboard.press("Tab");
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(
        true,
      );
    }

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });
});

test.describe("carousel without JavaScript @no-js-only", () => {
  test("is a scrollable row of links to the pictures and to the gallery", async ({ page }) => {
    await page.goto(`${site.origin}/`);
    const row = carousel(page).locator("[data-carousel-viewport]");
    const overflow = await row.evaluate((element) => ({
      scrollable: element.scrollWidth > element.clientWidth,
      snap: getComputedStyle(element).scrollSnapType,
    }));
    expect(overflow.scrollable).toBe(true);
    expect(overflow.snap).toContain("x");
    await expect(carousel(page).getByRole("button")).toHaveCount(0);
    await expect(carousel(page).getByRole("link", { name: "Se flere bilder" })).toHaveAttribute(
      "href",
      "/illustrasjoner",
    );

    const links = carousel(page).locator("li a[href^='/bilder/']");
    await expect(links).toHaveCount(15);
    await links.nth(7).scrollIntoViewIfNeeded();
    await expect.poll(() => naturalWidth(links.nth(7).locator("noscript img"))).toBeGreaterThan(0);

    const href = await links.first().getAttribute("href");
    const picture = await page.request.get(`${site.origin}${href}`);
    expect(picture.status()).toBe(200);
    expect(picture.headers()["content-type"]).toMatch(/^image\/(avif|webp|jpeg)$/);
  });
});

test.describe("/illustrasjoner", () => {
  test("shows 30 pictures per page, demo pictures included, with paging links", async ({
    page,
  }) => {
    await page.goto(`${site.origin}/illustrasjoner`);
    await expect(page).toHaveTitle("Galleri med 3D-illustrasjoner | Digitale Poteter");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Galleri");
    const grid = page.locator("[data-gallery-grid]");
    await expect(grid.locator("li")).toHaveCount(30);
    for (const index of [0, 1, 2])
      await expect.poll(() => naturalWidth(grid.locator("li img").nth(index))).toBeGreaterThan(0);

    const paging = page.getByRole("navigation", { name: "Sider i galleriet" });
    await expect(paging.getByRole("link", { name: "Side 1" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await paging.getByRole("link", { name: "Neste side" }).click();
    await expect(page).toHaveURL(`${site.origin}/illustrasjoner?side=2`);
    await expect(page).toHaveTitle(/^Side 2 – Galleri/);
    await expect(grid.locator("li")).toHaveCount(total - 30);
    await expect(paging.getByRole("link", { name: "Neste side" })).toHaveCount(0);
    await paging.getByRole("link", { name: "Forrige side" }).click();
    await expect(page).toHaveURL(`${site.origin}/illustrasjoner`);
  });

  test("a page that does not exist is 404", { tag: "@server" }, async ({ page }) => {
    for (const side of ["3", "0", "to"]) {
      const response = await page.goto(`${site.origin}/illustrasjoner?side=${side}`);
      expect(response?.status()).toBe(404);
      await expect(page).toHaveTitle("Vi fant ikke siden | Digitale Poteter");
    }
  });

  test("a picture opens in the viewer and Escape returns to it @js-only", async ({ page }) => {
    await page.goto(`${site.origin}/illustrasjoner?side=2`);
    await waitForHydration(page);
    const opener = page.locator("[data-gallery-grid] a").nth(2);
    await opener.click();
    await expect(viewerPosition(page)).toHaveText(/Bilde 3 av 6/);
    await page.keyboard.press("ArrowRight");
    await expect(viewerPosition(page)).toHaveText(/Bilde 4 av 6/);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(opener).toBeFocused();
  });
});

function naturalWidth(image: Locator) {
  return image.evaluate((element) => (element as HTMLImageElement).naturalWidth);
}

/** What a fresh start does (migrations and the demo seed), then 30 more, older pictures. */
async function prepareGallery(dataDir: string) {
  process.env.DATA_DIR = dataDir;
  const { prepareData } = await import("../../app/http/prepare-data.server.js");
  const { prisma, disconnectDatabase } = await import("../../app/db/index.server.js");
  const { getStorage } = await import("../../app/storage/index.server.js");
  await prepareData();
  const oldest = Date.now() - 24 * 60 * 60 * 1000;
  for (let number = 1; number <= extraIllustrations; number++) {
    const key = `illustrations/e2e-${number}.jpg`;
    const bytes = await sharp({
      create: {
        width: 1200,
        height: 800,
        channels: 3,
        background: `hsl(${number * 12}, 60%, 45%)`,
      },
    })
      .jpeg()
      .toBuffer();
    await getStorage().put(key, bytes, { contentType: "image/jpeg" });
    await prisma.illustration.create({
      data: {
        imagePath: key,
        alt: `Testbilde ${number}`,
        width: 1200,
        height: 800,
        sortOrder: 100 + number,
        createdAt: new Date(oldest - number * 60_000),
      },
    });
  }
  await disconnectDatabase();
}

async function startSite(dataDir: string) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server: ChildProcess = spawn("node", ["server.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      SITE_URL: origin,
      LOCAL_STAFF_PASSWORD: e2eStaffPassword,
    },
    stdio: "ignore",
  });
  await expect
    .poll(async () => (await fetch(`${origin}/healthz`).catch(() => null))?.status, {
      timeout: 60_000,
    })
    .toBe(200);
  return {
    origin,
    async stop() {
      const exited = new Promise((resolve) => server.once("exit", resolve));
      server.kill("SIGTERM");
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function freePort() {
  return new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}
