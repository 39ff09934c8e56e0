import type { Page } from "@playwright/test";
import { dataLayerOf, interceptGoogleTags } from "./support/google-tags";
import { openAdmin } from "./support/staff";
import { expect, test, waitForHydration } from "./support/test";

const tagScript = "https://www.googletagmanager.com/gtag/js?id=";
const homeTitle = "Digitale Poteter AS | Fotorealistiske 3D-visualiseringer";

/** A first interaction that touches nothing on the page. */
async function interact(page: Page) {
  await page.keyboard.press("Shift");
}

const eventsNamed = async (page: Page, name: string) =>
  (await dataLayerOf(page))
    .filter(([command, event]) => command === "event" && event === name)
    .map((entry) => entry[2]);

test.describe("without consent @js-only", () => {
  test.use({ storedConsent: null });

  test("nothing from Google loads, even after an interaction and 5 s", async ({ page, visit }) => {
    const requests = await interceptGoogleTags(page);
    await page.clock.install();
    await visit("/");
    await interact(page);
    await page.mouse.wheel(0, 400);
    await page.clock.fastForward(5_500);
    expect(requests).toEqual([]);
    expect(await dataLayerOf(page)).toEqual([]);
  });

  test("choosing necessary cookies only loads nothing", async ({ page, visit }) => {
    const requests = await interceptGoogleTags(page);
    await page.clock.install();
    await visit("/");
    await page.getByRole("button", { name: "Kun nødvendige" }).click();
    await expect(page.getByText("Kun nødvendige cookies akseptert")).toBeVisible();
    await interact(page);
    await page.clock.fastForward(5_500);
    expect(requests).toEqual([]);
  });

  test("after Godta alle the tag loads on the next interaction, with consent denied first and then granted", async ({
    page,
    visit,
  }) => {
    const requests = await interceptGoogleTags(page);
    await page.clock.install();
    await visit("/");
    await page.getByRole("button", { name: "Godta alle" }).click();
    await expect(page.getByText("Samtykke godtatt")).toBeVisible();
    // Short of the 5 s after which the tag loads without an interaction.
    await page.clock.runFor(3_000);
    expect(requests).toEqual([]);

    await interact(page);
    await expect.poll(() => requests, { timeout: 3_000 }).toContain(`${tagScript}G-TEST123`);

    const commands = await dataLayerOf(page);
    expect(commands[0]).toEqual([
      "consent",
      "default",
      {
        ad_storage: "denied",
        ad_user_data: "denied",
        ad_personalization: "denied",
        analytics_storage: "denied",
      },
    ]);
    expect(commands).toContainEqual([
      "consent",
      "update",
      {
        analytics_storage: "granted",
        ad_storage: "granted",
        ad_user_data: "granted",
        ad_personalization: "granted",
      },
    ]);
    expect(commands).toContainEqual([
      "config",
      "G-TEST123",
      { cookie_expires: 7200, send_page_view: false },
    ]);
    expect(await eventsNamed(page, "page_view")).toContainEqual({
      page_path: "/",
      page_title: homeTitle,
    });
  });
});

test.describe("with analytics consent stored @js-only", () => {
  test.use({ storedConsent: { analytics: true, ads: false } });

  test("the tag waits 5 s for an interaction before it loads", async ({ page, visit }) => {
    const requests = await interceptGoogleTags(page);
    await page.clock.install();
    await visit("/");
    await page.clock.fastForward(4_000);
    expect(requests).toEqual([]);
    await page.clock.fastForward(1_500);
    await expect.poll(() => requests).toEqual([`${tagScript}G-TEST123`]);
    expect(await dataLayerOf(page)).toContainEqual([
      "consent",
      "update",
      {
        analytics_storage: "granted",
        ad_storage: "denied",
        ad_user_data: "denied",
        ad_personalization: "denied",
      },
    ]);
  });

  test("nothing from Google loads in the admin, nor is a page view sent, even after an interaction and 5 s", async ({
    page,
  }) => {
    const requests = await interceptGoogleTags(page);
    await openAdmin(page);
    await page.clock.install();
    await page.goto("/admin/henvendelser");
    await waitForHydration(page);
    await interact(page);
    await page.mouse.wheel(0, 400);
    await page.clock.fastForward(5_500);
    expect(requests).toEqual([]);
    expect(await dataLayerOf(page)).toEqual([]);

    // Staff who go on to the site are a visitor there, with the consent they gave.
    await page.getByRole("link", { name: "Til nettstedet" }).click();
    await expect(page).toHaveURL(/\/$/);
    await interact(page);
    await expect.poll(() => requests).toEqual([`${tagScript}G-TEST123`]);
    expect(await eventsNamed(page, "page_view")).toEqual([
      { page_path: "/", page_title: homeTitle },
    ]);
  });

  test("scroll depth is reported every 25 %", async ({ page, visit }) => {
    await interceptGoogleTags(page);
    await visit("/personvern");
    // Whatever the page holds today, give it four screens of height to scroll through.
    await page.evaluate(() => (document.body.style.minHeight = "400vh"));
    await interact(page);
    const marks = async () =>
      (await eventsNamed(page, "scroll_depth")).map(
        (event) => (event as { percent_scrolled: number }).percent_scrolled,
      );
    const scrollTo = (fraction: number) =>
      page.evaluate((part) => {
        const root = document.documentElement;
        window.scrollTo({ top: (root.scrollHeight - innerHeight) * part, behavior: "instant" });
      }, fraction);
    // The tracking code arrives just after the first interaction; nudge until it answers.
    await expect
      .poll(async () => {
        await scrollTo(0.3 + Math.random() / 100);
        return marks();
      })
      .toEqual([25]);
    for (const [fraction, reached] of [
      [0.55, [25, 50]],
      [0.8, [25, 50, 75]],
      [1, [25, 50, 75, 100]],
    ] as const) {
      await scrollTo(fraction);
      await expect.poll(marks).toEqual(reached);
    }
  });

  test("time on page is sent in whole seconds when the page is left", async ({ page, visit }) => {
    await interceptGoogleTags(page);
    await page.clock.install();
    await visit("/");
    await interact(page);
    const leave = () => page.evaluate(() => dispatchEvent(new PageTransitionEvent("pagehide")));
    const times = async () =>
      ((await eventsNamed(page, "time_on_page")) as { seconds: number }[]).map(
        (event) => event.seconds,
      );
    // The tracking code arrives just after the first interaction; leave until it answers.
    await expect.poll(async () => (await leave(), (await times()).length)).toBeGreaterThan(0);
    await page.clock.fastForward(1_200);
    await leave();
    const seconds = (await times()).at(-1)!;
    expect(Number.isInteger(seconds)).toBe(true);
    expect(seconds).toBeGreaterThanOrEqual(1);
  });

  test("footer clicks are not conversions without ads consent", async ({ page, visit }) => {
    await interceptGoogleTags(page);
    await visit("/");
    await interact(page);
    // Scroll depth answering shows the tracking code is listening, clicks included.
    await expect
      .poll(async () => {
        await page.mouse.wheel(0, 400);
        return (await eventsNamed(page, "scroll_depth")).length;
      })
      .toBeGreaterThan(0);
    await keepPhoneAndMailLinksOnThePage(page);
    await page.getByRole("contentinfo").locator('[data-conversion="footer-phone"]').click();
    expect(await eventsNamed(page, "conversion")).toEqual([]);
  });
});

test.describe("with ads consent stored @js-only", () => {
  test.use({ storedConsent: { analytics: false, ads: true } });

  test("footer phone and e-mail clicks are conversions, and no analytics is sent", async ({
    page,
    visit,
  }) => {
    const requests = await interceptGoogleTags(page);
    await visit("/");
    await interact(page);
    await expect.poll(() => requests).toEqual([`${tagScript}AW-TEST456`]);
    await keepPhoneAndMailLinksOnThePage(page);
    const footer = page.getByRole("contentinfo");
    // The tracking code arrives just after the tag; a click before it counts nothing, so the
    // phone link is clicked until the first conversion is there.
    await expect
      .poll(async () => {
        await footer.locator('[data-conversion="footer-phone"]').click();
        return (await eventsNamed(page, "conversion")).length;
      })
      .toBe(1);
    await footer.locator('[data-conversion="footer-email"]').click();
    await expect
      .poll(() => eventsNamed(page, "conversion"))
      .toEqual([
        { send_to: "AW-TEST456/testlabel", event_label: "footer-phone" },
        { send_to: "AW-TEST456/testlabel", event_label: "footer-email" },
      ]);
    expect(await eventsNamed(page, "page_view")).toEqual([]);
  });
});

/** tel: and mailto: would hand the page to another program; the click itself is what counts. */
async function keepPhoneAndMailLinksOnThePage(page: Page) {
  await page.evaluate(() =>
    document.addEventListener("click", (event) => {
      if ((event.target as Element).closest("[data-conversion]")) event.preventDefault();
    }),
  );
}
