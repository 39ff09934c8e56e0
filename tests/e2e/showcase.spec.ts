import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./support/test";

const servicePages = [
  "/tjenester/3d-visualisering",
  "/tjenester/animasjon",
  "/tjenester/360-visning",
  "/tjenester/nettsider",
  "/tjenester/konfigurator",
  "/tjenester/fotomontasje",
  "/tjenester/drone",
  "/3d-visualisering-eiendom",
];

const examples = (page: Page) => page.getByRole("region", { name: "Eksempler fra galleriet" });

test.describe("examples on the service pages", () => {
  for (const path of servicePages) {
    test(`${path} shows pictures of the work @same-without-js`, async ({ page, visit }) => {
      await visit(path);
      const pictures = examples(page).getByRole("img");
      expect(await pictures.count()).toBeGreaterThanOrEqual(1);
      await pictures.first().scrollIntoViewIfNeeded();
      await expect
        .poll(() => pictures.first().evaluate((image: HTMLImageElement) => image.naturalWidth))
        .toBeGreaterThan(0);
    });
  }

  test("the gallery can be narrowed to one service, and the examples link there", async ({
    page,
    visit,
  }) => {
    await visit("/tjenester/drone");
    await examples(page).getByRole("link", { name: "Se flere eksempler i galleriet" }).click();
    await expect(page).toHaveURL("/illustrasjoner?tjeneste=drone");
    await page.waitForLoadState();
    const filter = page.getByRole("navigation", { name: "Vis bilder fra" });
    await expect(filter.getByRole("link", { name: "Dronetjenester" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    const tagged = await page.locator("main ul[data-gallery-grid] img").count();
    expect(tagged).toBeGreaterThanOrEqual(1);
    await filter.getByRole("link", { name: "Alle tjenester" }).click();
    await expect(page).toHaveURL("/illustrasjoner");
    await expect
      .poll(() => page.locator("main ul[data-gallery-grid] img").count())
      .toBeGreaterThan(tagged);
  });

  test("an unknown service in the filter is no page", { tag: "@server" }, async ({ request }) => {
    expect((await request.get("/illustrasjoner?tjeneste=finnes-ikke")).status()).toBe(404);
  });
});

test.describe("the 360 view", () => {
  const viewer = (page: Page) => page.getByRole("application", { name: /360°-visning/ });

  test("without JavaScript, a still of the panorama and what it would do @no-js-only", async ({
    page,
  }) => {
    await page.goto("/tjenester/360-visning");
    const still = page.getByRole("img", { name: /Stillbilde fra 360°-panoramaet/ });
    await still.scrollIntoViewIfNeeded();
    await expect
      .poll(() => still.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    await expect(
      page.getByText("Med JavaScript slått på kan du se deg rundt i det."),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Takterrassen" })).toBeHidden();
  });

  test("does not shift when its code starts @js-only", async ({ page, visit }) => {
    // A tall phone, so the whole tour is on the first screen, where a shift counts.
    await page.setViewportSize({ width: 412, height: 1800 });
    await visit("/tjenester/360-visning");
    // The start button is drawn by the tour's code: it has started.
    await expect(page.getByRole("button", { name: "Se deg rundt i 360°" })).toBeVisible();
    // Shifts of the tour's own parts; the web font's swap moves the whole page once, earlier.
    const tourShift = await page.evaluate(async () => {
      type Shift = PerformanceEntry & { value: number; sources: { node?: Node }[] };
      // Two frames on, the frame that drew the button has been laid out and its shifts recorded.
      await new Promise(requestAnimationFrame);
      await new Promise(requestAnimationFrame);
      const observer = new PerformanceObserver(() => {});
      observer.observe({ type: "layout-shift", buffered: true });
      const shifts = observer.takeRecords() as Shift[];
      observer.disconnect();
      const tour = document.querySelector('section[aria-labelledby="prov-360"]');
      return shifts
        .filter((shift) =>
          shift.sources.some((source) => source.node && tour?.contains(source.node)),
        )
        .reduce((total, shift) => total + shift.value, 0);
    });
    expect(tourShift).toBe(0);
    await expect(page.getByText("Med JavaScript slått på kan du se deg rundt i det.")).toBeHidden();
  });

  test("starts when asked, then turns with a drag and with the arrow keys @js-only", async ({
    page,
    visit,
  }) => {
    const viewerCode: string[] = [];
    page.on("request", (request) => {
      if (/panorama-viewer/.test(request.url())) viewerCode.push(request.url());
    });
    await visit("/tjenester/360-visning");
    const start = page.getByRole("button", { name: "Se deg rundt i 360°" });
    await start.scrollIntoViewIfNeeded();
    await expect(page.getByRole("img", { name: /Stillbilde fra 360°-panoramaet/ })).toBeVisible();
    expect(viewerCode, "the viewer's code before anyone asked for it").toEqual([]);

    await start.focus();
    await page.keyboard.press("Enter");
    const view = viewer(page);
    await expect(view).toBeFocused();
    await expect(view.locator("canvas")).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole("img", { name: /Stillbilde/ })).toHaveCount(0, { timeout: 20_000 });
    const canvas = view.locator("canvas");
    await canvas.scrollIntoViewIfNeeded();
    const box = (await canvas.boundingBox())!;
    const before = await canvas.screenshot();

    await page.mouse.move(box.x + box.width * 0.6, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.2, box.y + box.height / 2, { steps: 8 });
    await page.mouse.up();
    // Drawn in software on a machine busy with other tests: allow it time.
    await expect
      .poll(async () => (await canvas.screenshot()).equals(before), { timeout: 20_000 })
      .toBe(false);

    const afterDrag = await canvas.screenshot();
    await expect(view).toBeFocused();
    await page.keyboard.down("ArrowRight");
    await expect.poll(async () => (await canvas.screenshot()).equals(afterDrag)).toBe(false);
    await page.keyboard.up("ArrowRight");
  });

  test("walks to the next place @js-only", async ({ page, visit }) => {
    await visit("/tjenester/360-visning");
    const places = page.getByRole("group", { name: "Velg sted" });
    await places.scrollIntoViewIfNeeded();
    await places.getByRole("button", { name: "Takterrassen" }).click();
    await expect(places.getByRole("button", { name: "Takterrassen" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(viewer(page)).toHaveAccessibleName("360°-visning: Takterrassen");
  });
});

test.describe("the home selector", () => {
  const building = (page: Page) =>
    page.getByRole("group", { name: "Illustrert bygg med leiligheter" });
  const statusIn = (place: Locator) => place.locator("[data-unit-status]");

  test("shows a flat's facts when pointed at @js-only", async ({ page, visit }) => {
    await visit("/tjenester/konfigurator");
    const flat = building(page).getByRole("link", { name: /Leilighet A-202/ });
    await flat.scrollIntoViewIfNeeded();
    await flat.hover();
    const panel = page.getByRole("heading", { name: "Valgt leilighet" }).locator("..");
    await expect(panel).toContainText("A-202");
    await expect(panel).toContainText(/Ledig|Reservert|Solgt/);
    expect(await flat.getAttribute("aria-label")).toContain(
      (await statusIn(panel).textContent()) ?? "-",
    );
  });

  test("shows a flat's facts when reached with the keyboard @js-only", async ({ page, visit }) => {
    await visit("/tjenester/konfigurator");
    await page.getByRole("button", { name: "Vis", exact: true }).focus();
    await page.keyboard.press("Tab");
    const focused = page.locator(":focus");
    await expect(focused).toHaveAttribute("aria-label", /Leilighet A-301/);
    const panel = page.getByRole("heading", { name: "Valgt leilighet" }).locator("..");
    await expect(panel).toContainText("A-301");
    await expect(statusIn(panel)).toHaveText(/Ledig|Reservert|Solgt/);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/tjenester/konfigurator");
  });

  test("without JavaScript, a flat's link leads to its row in the table @no-js-only", async ({
    page,
  }) => {
    await page.goto("/tjenester/konfigurator");
    await building(page)
      .getByRole("link", { name: /Leilighet A-103/ })
      .click();
    await expect(page).toHaveURL("/tjenester/konfigurator#enhet-A-103");
    const row = page.locator("#enhet-A-103");
    await expect(row).toBeInViewport();
    await expect(row.getByRole("cell").last()).toHaveText(/Ledig|Reservert|Solgt/);
  });

  test("filters the flats by status and rooms", async ({ page, visit, javaScriptEnabled }) => {
    await visit("/tjenester/konfigurator");
    const table = page.getByRole("table", { name: "Alle leilighetene i bygget" });
    const allRows = await table.locator("tbody tr").count();
    expect(allRows).toBeGreaterThanOrEqual(8);
    for (const status of ["Ledig", "Reservert", "Solgt"]) {
      await expect(table.getByRole("cell", { name: status, exact: true }).first()).toBeVisible();
    }
    await page.getByLabel("Status").selectOption({ label: "Solgt" });
    // With JavaScript the choice applies at once; without, the button sends the form.
    if (javaScriptEnabled === false) {
      await page.getByRole("button", { name: "Vis", exact: true }).click();
    }
    await expect(page).toHaveURL(/status=solgt/);
    // The address changes before the filtered table has arrived.
    await expect(
      table.locator("tbody tr td:last-child").filter({ hasNotText: "Solgt" }),
    ).toHaveCount(0);
    const statuses = await table.locator("tbody tr td:last-child").allInnerTexts();
    expect(statuses.length).toBeGreaterThan(0);
    expect(statuses.length).toBeLessThan(allRows);
    expect(new Set(statuses)).toEqual(new Set(["Solgt"]));
  });
});
