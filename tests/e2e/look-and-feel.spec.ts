import type { Page } from "@playwright/test";
import { holdRequests } from "./support/network";
import { signUp } from "./support/newsletter";
import { expect, test } from "./support/test";

/** The computed colour of a CSS custom property, as the browser paints it. */
function themeColour(page: Page, property: string) {
  return page.evaluate((name) => {
    const probe = document.createElement("div");
    probe.style.backgroundColor = `var(${name})`;
    document.body.append(probe);
    const colour = getComputedStyle(probe).backgroundColor;
    probe.remove();
    return colour;
  }, property);
}

const toastWith = (page: Page, title: string) =>
  page.locator("[data-sonner-toast], .static-toast").filter({ hasText: title });

test("an error toast has the destructive look, a success toast does not", async ({
  page,
  visit,
}) => {
  await visit("/");
  await signUp(page, "mangler-samtykke@example.com", "Arkitekt", false);
  const error = toastWith(page, "Manglende informasjon");
  await expect(error).toBeVisible();
  const destructive = await themeColour(page, "--color-destructive");
  // Retried: until the page has hydrated, the server's notice is the toast, then sonner's is.
  await expect(error).toHaveCSS("background-color", destructive);

  await visit("/");
  await signUp(page, `utseende-${Date.now()}@example.com`, "Arkitekt");
  const success = toastWith(page, "Velkommen til vårt nyhetsbrev!");
  await expect(success).toBeVisible();
  await expect(success).not.toHaveCSS("background-color", destructive);
});

test("a toast that came with the page stays on screen until sonner shows it @js-only", async ({
  page,
  visit,
}) => {
  const releaseSonner = await holdRequests(page, "**/assets/sonner-toaster-*.js");
  // Signed out, /admin sends the browser to /auth with a toast, in a document load.
  await visit("/admin");
  const notice = page.locator(".static-toast").filter({ hasText: "Du må logge inn" });
  // Hydrated, with sonner's code still on its way: the page's own notice is the toast.
  await expect(notice).toBeVisible();
  releaseSonner();
  await expect(
    page.locator("[data-sonner-toast]").filter({ hasText: "Du må logge inn" }),
  ).toBeVisible();
  await expect(notice).toHaveCount(0);
});

test("the gallery viewer covers the page behind it completely @js-only", async ({
  page,
  visit,
}) => {
  await visit("/illustrasjoner");
  await page.locator("main [data-gallery-grid] li a").first().click();
  await expect(page.getByRole("dialog").getByRole("heading")).toHaveText(/Bilde 1 av/);
  // Where the header would be, the top-most painted layer is opaque: nothing shows through.
  const topLeftLayer = await page.evaluate(() => {
    return document
      .elementsFromPoint(2, 2)
      .map((layer) => getComputedStyle(layer).backgroundColor)
      .find((colour) => colour !== "rgba(0, 0, 0, 0)");
  });
  expect(topLeftLayer).toBe("rgb(0, 0, 0)");
});

test.describe("the cookie banner", () => {
  test.use({ storedConsent: null, viewport: { width: 390, height: 844 } });

  test("is set in Inter and keeps its size when the web font arrives late @js-only", async ({
    page,
  }) => {
    const release = await holdRequests(page, "**/*.woff2");
    // The load event waits for the held fonts.
    await page.goto("/", { waitUntil: "domcontentloaded" });
    const banner = page.getByRole("region", { name: "Vi bruker cookies" });
    await expect(banner).toBeVisible();
    await expect(banner.getByRole("heading")).toHaveCSS("font-family", /^"Inter Variable"/);
    const interLoaded = () =>
      page.evaluate(() =>
        [...document.fonts].some(
          (face) => face.family.includes("Inter Variable") && face.status === "loaded",
        ),
      );
    expect(await interLoaded()).toBe(false);
    const beforeFont = await banner.boundingBox();
    // How many lines the first paragraph takes.
    const lines = () =>
      banner
        .locator("p")
        .first()
        .evaluate((paragraph) => {
          const range = document.createRange();
          range.selectNodeContents(paragraph);
          return new Set([...range.getClientRects()].map((line) => Math.round(line.top))).size;
        });
    const linesBeforeFont = await lines();

    release();
    await expect.poll(interLoaded).toBe(true);
    await page.evaluate(() => document.fonts.ready);
    const afterFont = await banner.boundingBox();
    expect(afterFont?.height).toBe(beforeFont?.height);
    expect(afterFont?.y).toBe(beforeFont?.y);
    // The stand-in runs as long as Inter, so the text wraps into as many lines in both.
    expect(await lines()).toBe(linesBeforeFont);
  });
});

test.describe("a service page's heading", () => {
  test.use({ viewport: { width: 412, height: 823 } });

  test("keeps its lines and what follows it in place when Bodoni Moda arrives late @js-only", async ({
    page,
  }) => {
    const release = await holdRequests(page, "**/bodoni-moda-*.woff2");
    await page.goto("/tjenester/konfigurator", { waitUntil: "domcontentloaded" });
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toHaveCSS("font-family", /^"Bodoni Moda"/);
    const bodoniLoaded = () =>
      page.evaluate(() =>
        [...document.fonts].some(
          (face) => face.family.replace(/["']/g, "") === "Bodoni Moda" && face.status === "loaded",
        ),
      );
    expect(await bodoniLoaded()).toBe(false);
    const lead = page.locator("main h1 + p");
    const before = { heading: await heading.boundingBox(), lead: await lead.boundingBox() };

    release();
    await expect.poll(bodoniLoaded).toBe(true);
    await page.evaluate(() => document.fonts.ready);
    const after = { heading: await heading.boundingBox(), lead: await lead.boundingBox() };
    expect(after.heading!.height).toBeCloseTo(before.heading!.height, 0);
    expect(after.lead!.y).toBeCloseTo(before.lead!.y, 0);
  });
});
