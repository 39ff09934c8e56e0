import type { BrowserContext, Page } from "@playwright/test";
import { interceptGoogleTags } from "./support/google-tags";
import { openAdmin } from "./support/staff";
import { expect, test } from "./support/test";

test.use({ storedConsent: null });
test.beforeEach(async ({ page }) => {
  await interceptGoogleTags(page);
});

const banner = (page: Page) => page.getByRole("region", { name: "Vi bruker cookies" });

/** Samples the banner from the first byte of the page until a person can see it. */
async function whenBannerShows(page: Page, path: string) {
  await page.goto(path, { waitUntil: "commit" });
  let shown: { now: number; firstByte: number; firstPaint: number } | undefined;
  // Polled from the test, not in the page: without JavaScript the page runs no timers.
  await expect
    .poll(
      async () => {
        const state = await page.evaluate(() => {
          const element = document.querySelector('[aria-labelledby="cookie-banner-heading"]');
          const navigation = performance.getEntriesByType("navigation")[0] as
            PerformanceNavigationTiming | undefined;
          return {
            now: performance.now(),
            visible: element !== null && Number(getComputedStyle(element).opacity) > 0.5,
            firstByte: navigation?.responseStart ?? 0,
            firstPaint:
              performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null,
          };
        });
        const { visible, firstPaint } = state;
        if (visible && firstPaint !== null) shown = { ...state, firstPaint };
        return shown !== undefined;
      },
      { intervals: [20], timeout: 10_000, message: "Cookie-banneret ble aldri synlig" },
    )
    .toBe(true);
  return {
    afterFirstByte: shown!.now - shown!.firstByte,
    afterFirstPaint: shown!.now - shown!.firstPaint,
  };
}

async function storedCookie(context: BrowserContext) {
  const cookie = (await context.cookies()).find(({ name }) => name === "cookie-consent");
  return cookie ? JSON.parse(decodeURIComponent(cookie.value)) : null;
}

test("with nothing stored, the banner shows one second after the page", async ({ page }) => {
  const shown = await whenBannerShows(page, "/tjenester");
  expect(shown.afterFirstByte).toBeGreaterThanOrEqual(1_000);
  expect(shown.afterFirstPaint).toBeLessThan(3_000);
});

test("an unreadable stored choice shows the banner at once", async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: "cookie-consent", value: "%7Bikke-json", url: baseURL! }]);
  await page.goto("/tjenester", { waitUntil: "commit" });
  const section = page.locator('[aria-labelledby="cookie-banner-heading"]');
  await section.waitFor({ state: "attached" });
  // However late this first look comes, nothing is left to wait for: no delayed fade-in.
  const firstLook = await section.evaluate((element) => ({
    opacity: getComputedStyle(element).opacity,
    pendingAnimations: element.getAnimations().length,
  }));
  expect(firstLook).toEqual({ opacity: "1", pendingAnimations: 0 });
});

test("the tabs switch between Enkel and Avansert", async ({ page, visit }) => {
  await visit("/tjenester");
  await expect(banner(page)).toBeVisible();
  await expect(page.getByRole("tab", { name: "Enkel" })).toHaveAttribute("aria-selected", "true");
  await expect(banner(page).getByRole("button")).toHaveText(["Kun nødvendige", "Godta alle"]);

  await page.getByRole("tab", { name: "Avansert" }).click();
  await expect(page.getByRole("tab", { name: "Avansert" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  const panel = page.getByRole("tabpanel");
  await expect(panel.getByText("Nødvendige cookies")).toBeVisible();
  await expect(panel.getByText("Alltid aktiv")).toBeVisible();
  await expect(panel.getByRole("checkbox", { name: "Google Analytics" })).toBeChecked();
  await expect(panel.getByRole("checkbox", { name: "Google Ads" })).toBeChecked();
  await expect(banner(page).getByRole("button")).toHaveText(["Avvis alle", "Lagre innstillinger"]);

  await page.getByRole("tab", { name: "Enkel" }).click();
  await expect(banner(page).getByRole("button", { name: "Godta alle" })).toBeVisible();
});

const choices = [
  {
    button: "Godta alle",
    tab: "Enkel",
    toast: [
      "Samtykke godtatt",
      "Takk for at du godtar våre vilkår for personvern og datainnsamling",
    ],
    stored: { analytics: true, ads: true },
  },
  {
    button: "Kun nødvendige",
    tab: "Enkel",
    toast: [
      "Kun nødvendige cookies akseptert",
      "Vi respekterer ditt valg. Kun nødvendige cookies vil bli brukt.",
    ],
    stored: { analytics: false, ads: false },
  },
  {
    button: "Avvis alle",
    tab: "Avansert",
    toast: [
      "Kun nødvendige cookies akseptert",
      "Vi respekterer ditt valg. Kun nødvendige cookies vil bli brukt.",
    ],
    stored: { analytics: false, ads: false },
  },
  {
    button: "Lagre innstillinger",
    tab: "Avansert",
    untick: "Google Ads",
    toast: ["Samtykke lagret", "Dine personverninnstillinger er lagret"],
    stored: { analytics: true, ads: false },
  },
] as const;

for (const choice of choices) {
  test(`${choice.button} hides the banner, thanks the visitor and stores the choice`, async ({
    page,
    context,
    visit,
    javaScriptEnabled,
  }) => {
    await visit("/tjenester?side=1");
    if (choice.tab === "Avansert") await page.getByRole("tab", { name: "Avansert" }).click();
    if ("untick" in choice) await page.getByRole("checkbox", { name: choice.untick }).uncheck();
    await banner(page).getByRole("button", { name: choice.button }).click();

    await expect(page.getByText(choice.toast[0])).toBeVisible();
    await expect(page.getByText(choice.toast[1])).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/tjenester\?side=1$/);

    await expect
      .poll(() => storedCookie(context))
      .toMatchObject({ ...choice.stored, necessary: true });
    const cookie = await storedCookie(context);
    expect(new Date(cookie.timestamp).toISOString()).toBe(cookie.timestamp);
    const [stored] = await context
      .cookies()
      .then((all) => all.filter(({ name }) => name === "cookie-consent"));
    expect(stored!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 60 * 60 * 1000);

    if (javaScriptEnabled) {
      const mirrored = await page.evaluate(() => localStorage.getItem("cookie-consent"));
      expect(JSON.parse(mirrored!)).toMatchObject({ ...choice.stored, necessary: true });
    }

    // visit waits for hydration: a banner the page's script would show is there by then.
    await visit("/kontakt");
    await expect(banner(page)).toHaveCount(0);
  });
}

test("staff are not asked about cookies in the admin, and the site still asks once they leave it", async ({
  page,
  visit,
}) => {
  await openAdmin(page);
  // visit waits for hydration: a banner the page's script would show is there by then, and
  // without JavaScript the banner is in the page's HTML from the start.
  for (const path of ["/admin", "/admin/henvendelser"]) {
    await visit(path);
    await expect(banner(page)).toHaveCount(0);
  }

  await page.getByRole("link", { name: "Til nettstedet" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(banner(page)).toBeVisible();
});

test.describe("after a choice", () => {
  test.use({ storedConsent: { analytics: true, ads: false } });

  test("no banner, and the footer link reopens it showing that choice", async ({
    page,
    visit,
    javaScriptEnabled,
  }) => {
    // visit waits for hydration: a banner the page's script would show is there by then.
    await visit("/tjenester");
    await expect(banner(page)).toHaveCount(0);

    await page.getByRole("contentinfo").getByRole("link", { name: "Cookie-innstillinger" }).click();
    await expect(banner(page)).toBeVisible();
    await expect(page).toHaveURL(
      javaScriptEnabled ? /\/tjenester$/ : /\/tjenester\?cookie-innstillinger$/,
    );

    await page.getByRole("tab", { name: "Avansert" }).click();
    await expect(page.getByRole("checkbox", { name: "Google Analytics" })).toBeChecked();
    await expect(page.getByRole("checkbox", { name: "Google Ads" })).not.toBeChecked();
  });

  test("the global opener shows the banner @js-only", async ({ page, visit }) => {
    await visit("/");
    await page.evaluate(() =>
      (window as unknown as { openCookieSettings: () => void }).openCookieSettings(),
    );
    await expect(banner(page)).toBeVisible();
    await expect(banner(page)).toBeFocused();
  });
});

/**
 * First screens from a small phone to a large desktop: 360×800 is the commonest Android size,
 * 390×844 a common iPhone, 768×1024 a tablet upright, then two desktops.
 */
const firstScreens = [
  { width: 360, height: 800 },
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1440, height: 900 },
  { width: 1920, height: 1080 },
];

for (const viewport of firstScreens) {
  test.describe(`on a first visit at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test("the banner leaves the hero's two buttons in sight and clickable", async ({
      page,
      visit,
    }) => {
      await visit("/");
      // Shown in full: it fades in after a second.
      await expect(banner(page)).toHaveCSS("opacity", "1");
      const covered = (await banner(page).boundingBox())!;
      const hero = page.getByRole("region", { name: /^Fotorealistiske 3D-visualiseringer/ });
      const buttons = hero.getByRole("link");
      await expect(buttons).toHaveText([
        "Se vårt digitale galleri",
        "Be om et uforpliktende tilbud",
      ]);
      for (const button of await buttons.all()) {
        await expect(button).toBeInViewport({ ratio: 1 });
        const box = (await button.boundingBox())!;
        const overlaps =
          box.x < covered.x + covered.width &&
          covered.x < box.x + box.width &&
          box.y < covered.y + covered.height &&
          covered.y < box.y + box.height;
        expect(overlaps, `${await button.textContent()} under banneret`).toBe(false);
        // What a tap on its middle reaches is the button, not something laid over it.
        const reached = await button.evaluate((element) => {
          const { x, y, width, height } = element.getBoundingClientRect();
          return element.contains(document.elementFromPoint(x + width / 2, y + height / 2));
        });
        expect(reached, `${await button.textContent()} kan trykkes på`).toBe(true);
        // Playwright's own check that a click would land on it, short of following the link.
        await button.click({ trial: true });
      }
    });
  });
}
