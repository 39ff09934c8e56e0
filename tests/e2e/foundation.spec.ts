import type { Page } from "@playwright/test";
import { company } from "../../app/company/copy";
import { permanentRedirects } from "./support/routes";
import { restingScrollY } from "./support/scroll";
import { expect, test, waitForHydration } from "./support/test";

test.describe("addresses", { tag: "@server" }, () => {
  test("unknown portfolio and customer project ids answer 404", async ({ request }) => {
    expect((await request.get("/prosjekter/finnes-ikke")).status()).toBe(404);
    expect((await request.get("/prosjekt/finnes-ikke")).status()).toBe(404);
  });

  for (const [from, to] of permanentRedirects) {
    test(`${from} moves permanently to ${to}, keeping the query`, async ({ request }) => {
      const response = await request.get(`${from}?kilde=annonse&x=1`, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(response.headers()["location"]).toBe(`${to}?kilde=annonse&x=1`);
    });
  }

  test("a plain-HTTP request to a public host goes to HTTPS", async ({ request }) => {
    const response = await request.get("/tjenester?a=1", {
      headers: { host: "digitalepoteter.example", "x-forwarded-proto": "http" },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(301);
    expect(response.headers()["location"]).toBe("https://digitalepoteter.example/tjenester?a=1");
  });

  test("HTTPS responses carry HSTS, local HTTP is served as is", async ({ request }) => {
    const https = await request.get("/", {
      headers: { host: "digitalepoteter.example", "x-forwarded-proto": "https" },
      maxRedirects: 0,
    });
    expect(https.status()).toBe(200);
    expect(https.headers()["strict-transport-security"]).toContain("max-age=31536000");
    const local = await request.get("/", { maxRedirects: 0 });
    expect(local.status()).toBe(200);
    expect(local.headers()["strict-transport-security"]).toBeUndefined();
  });
});

test.describe("error pages", () => {
  // The router's request for a missing page's data is answered 404, and Chromium logs it.
  test.use({ expectedConsoleErrors: /the server responded with a status of 404/ });

  test("an unknown address shows the friendly 404 page inside the layout, with the spec's line and its status", async ({
    page,
    javaScriptEnabled,
  }) => {
    const response = await page.goto("/finnes/ikke");
    expect(response?.status()).toBe(404);
    if (javaScriptEnabled !== false) await waitForHydration(page);
    const expectNotFoundPage = async () => {
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Vi fant ikke siden");
      await expect(page.getByText("Unexpected Application Error! 404")).toBeVisible();
    };
    await expectNotFoundPage();
    await expect(page.getByRole("contentinfo")).toContainText(company.legalName);
    await page.getByRole("link", { name: "Til forsiden" }).click();
    await expect(page).toHaveURL("/");
    // Back again: with JavaScript the router draws the page this time, not the server.
    await page.goBack();
    await expect(page).toHaveURL("/finnes/ikke");
    await expectNotFoundPage();
  });

  test(
    "a routing error shows the spec's text with the status",
    { tag: "@server" },
    async ({ request }) => {
      const response = await request.post("/tjenester", { form: { a: "1" } });
      expect(response.status()).toBe(405);
      const html = await response.text();
      expect(html).toContain("Unexpected Application Error!");
      expect(html).toContain("405");
    },
  );
});

test.describe("navigation", () => {
  test(
    "without JavaScript the menu link leads to the link list",
    { tag: "@no-js-only" },
    async ({ page }) => {
      await page.goto("/");
      await page.getByRole("link", { name: "Meny", exact: true }).click();
      await page.locator("#sidekart").getByRole("link", { name: "FAQ" }).click();
      await expect(page).toHaveURL("/visualisering");
    },
  );

  test(
    "a request cut short by the next navigation is no error; any other rejection still is",
    { tag: "@js-only" },
    async ({ page, visit }) => {
      await visit("/");
      // Listens after the page's own handler, so it sees what that handler decided; answers
      // once the browser has reported both rejections.
      const markedHandled = await page.evaluate(() => {
        const seen: Record<string, boolean> = {};
        const bothReported = new Promise<Record<string, boolean>>((resolve) => {
          addEventListener("unhandledrejection", (event) => {
            seen[(event.reason as Error).name] = event.defaultPrevented;
            event.preventDefault();
            if (Object.keys(seen).length === 2) resolve(seen);
          });
        });
        const aborted = new AbortController();
        aborted.abort();
        void Promise.reject(aborted.signal.reason);
        void Promise.reject(new TypeError("ikke en avbrytelse"));
        return bothReported;
      });
      expect(markedHandled).toEqual({ AbortError: true, TypeError: false });
    },
  );

  test("on a phone the menu is a full-screen overlay", { tag: "@js-only" }, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    // The home page: opened before the page's lower half has its code, the menu once made
    // React give up that half's server HTML (error 421); the console check would see it.
    await page.goto("/");
    await waitForHydration(page);
    const opener = page.getByRole("button", { name: "Meny", exact: true });
    await opener.click();
    const dialog = page.getByRole("dialog", { name: "Meny" });
    await expect(dialog).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box?.width).toBe(390);
    expect(box?.height).toBe(844);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    await opener.press("Enter");
    await dialog.getByRole("link", { name: "Våre tjenester" }).click();
    await expect(page).toHaveURL("/tjenester");
    await expect(dialog).toBeHidden();
  });

  test(
    "on a desktop the Meny button opens a right-hand panel",
    { tag: "@js-only" },
    async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto("/");
      await waitForHydration(page);
      await page.getByRole("button", { name: "Meny", exact: true }).click();
      const dialog = page.getByRole("dialog", { name: "Meny" });
      await expect(dialog).toBeVisible();
      const box = await dialog.boundingBox();
      expect(box && box.x + box.width).toBe(1280);
      expect(box?.width).toBeLessThan(500);
      const close = dialog.getByRole("button", { name: "Lukk meny" });
      await expect(close).toBeFocused();
      await page.keyboard.press("Tab");
      await expect(dialog.getByRole("link", { name: "Hjem" })).toBeFocused();
      for (let i = 0; i < 5; i += 1) await page.keyboard.press("Tab");
      await expect(close).toBeFocused();
      await dialog.getByRole("button", { name: "Lukk meny" }).click();
      await expect(dialog).toBeHidden();
    },
  );
});

test("the footer has contact, privacy, social, copyright and admin links @same-without-js", async ({
  page,
}) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: company.phoneDisplay })).toHaveAttribute(
    "href",
    `tel:${company.phone.replace(/\s/g, "")}`,
  );
  await expect(footer.getByRole("link", { name: company.email })).toHaveAttribute(
    "href",
    `mailto:${company.email}`,
  );
  for (const network of company.social) {
    await expect(footer.getByRole("link", { name: network.name })).toHaveAttribute(
      "href",
      network.href,
    );
  }
  await expect(footer).toContainText(`© ${new Date().getFullYear()} ${company.legalName}`);
  await footer.getByRole("link", { name: "Personvern" }).click();
  await expect(page).toHaveURL("/personvern");
  // The new page scrolls smoothly to its top; a click while it moves could land elsewhere.
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.getByRole("contentinfo").getByRole("link", { name: "Admin" }).click();
  await expect(page).toHaveURL(/\/auth/);
});

/**
 * Records every scroll position from now on, rounded to whole pixels; the function returned
 * reads them. The frames just after a scroll into view report it, so recording starts after.
 */
async function recordScrollPositions(page: Page) {
  await page.evaluate(async () => {
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    const positions: number[] = [];
    Object.assign(window, { scrollPositions: positions });
    addEventListener("scroll", () => positions.push(Math.round(window.scrollY)));
  });
  return () =>
    page.evaluate(() => (window as unknown as { scrollPositions: number[] }).scrollPositions);
}

for (const reducedMotion of ["no-preference", "reduce"] as const) {
  test(`a link at the foot of a page opens the next page at its top (motion: ${reducedMotion}) @js-only`, async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion });
    // To a longer page that has all its code at once, so the browser never has to pull the
    // position in to fit the new page while it renders.
    await page.goto("/kontakt");
    await waitForHydration(page);
    const privacy = page.getByRole("contentinfo").getByRole("link", { name: "Personvern" });
    await privacy.scrollIntoViewIfNeeded();
    const from = await page.evaluate(() => window.scrollY);
    const scrolledThrough = await recordScrollPositions(page);
    await privacy.click();
    await expect(page).toHaveURL("/personvern");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    const passedThrough = (await scrolledThrough()).filter((position) => position > 0);
    // Smoothly: the page passes through positions between; with less motion it jumps.
    if (reducedMotion === "reduce") expect(passedThrough).toEqual([]);
    else expect(passedThrough.some((position) => position < from)).toBe(true);
  });
}

for (const reducedMotion of ["no-preference", "reduce"] as const) {
  // The glide is the stylesheet's; the positions it passes through are read by a script.
  test(`a link to a part of the same page glides there, or jumps with less motion (motion: ${reducedMotion}) @js-only`, async ({
    page,
    visit,
  }) => {
    await page.emulateMedia({ reducedMotion });
    await visit("/ifc-eksport");
    const last = page.getByRole("navigation", { name: "Innhold" }).getByRole("link").last();
    await last.scrollIntoViewIfNeeded();
    const from = await restingScrollY(page);
    const scrolledThrough = await recordScrollPositions(page);
    await last.click();
    await expect(page.locator(`#${(await last.getAttribute("href"))!.slice(1)}`)).toBeInViewport();
    const to = await restingScrollY(page);
    expect(to).toBeGreaterThan(from);
    const passedThrough = (await scrolledThrough()).filter(
      (position) => position > from && position < to,
    );
    if (reducedMotion === "reduce") expect(passedThrough).toEqual([]);
    else expect(passedThrough.length).toBeGreaterThan(0);
  });
}

test("the stylesheet comes inside the page, so the first paint waits on no request @same-without-js", async ({
  page,
  visit,
}) => {
  const stylesheetRequests: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "stylesheet") stylesheetRequests.push(request.url());
  });
  await visit("/");
  const inline = page.locator("head style[data-href^='/assets/']");
  await expect(inline).toHaveCount(1);
  expect(await inline.evaluate((style) => style.textContent?.length ?? 0)).toBeGreaterThan(10_000);
  await expect(page.locator("body")).toHaveCSS("background-color", "rgb(17, 15, 14)");
  await page.getByRole("contentinfo").getByRole("link", { name: "Personvern" }).click();
  await expect(page).toHaveURL("/personvern");
  await expect(page.locator("h1")).toHaveCSS("font-family", /Bodoni Moda/);
  expect(stylesheetRequests).toEqual([]);
});

test(
  "with JavaScript, the app's scripts are fetched only after the first paint, then hydrate the page",
  { tag: "@js-only" },
  async ({ page, visit }) => {
    await visit("/");
    const { firstPaint, scripts } = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
      scripts: performance
        .getEntriesByType("resource")
        .filter((entry) => /\/assets\/.+\.js$/.test(entry.name))
        .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime })),
    }));
    expect(firstPaint).toBeGreaterThan(0);
    expect(scripts.map((script) => script.path)).toContainEqual(
      expect.stringMatching(/^\/assets\/entry\.client-/),
    );
    expect(scripts.filter((script) => script.start < firstPaint!)).toEqual([]);
    await expect(page.locator("[data-after-paint]")).toHaveCount(0);
  },
);

test(
  "with JavaScript, /tjenester, /kontakt and /illustrasjoner are prefetched after load, data and code",
  { tag: "@js-only" },
  async ({ page, visit }) => {
    await visit("/personvern");
    const prefetchedAfterLoad = () =>
      page.evaluate(() => {
        const loaded = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
        return performance
          .getEntriesByType("resource")
          .filter((entry) => entry.startTime >= loaded.loadEventEnd)
          .map((entry) => new URL(entry.name).pathname)
          .filter((path) =>
            /\.data$|\/assets\/(tjenester\._index|kontakt|illustrasjoner)-/.test(path),
          )
          .map((path) => path.replace(/-[\w-]{8}\.js$/, ".js"))
          .sort();
      });
    await expect
      .poll(prefetchedAfterLoad)
      .toEqual([
        "/assets/illustrasjoner.js",
        "/assets/kontakt.js",
        "/assets/tjenester._index.js",
        "/illustrasjoner.data",
        "/kontakt.data",
        "/tjenester.data",
      ]);
  },
);
