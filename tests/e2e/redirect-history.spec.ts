import { permanentRedirects } from "./support/routes";
import { expect, test } from "./support/test";

const redirectTargets = new Map<string, string>(permanentRedirects);

// Without JavaScript Back after a 301 is the browser's own; the 301s are checked over HTTP
// (foundation.spec.ts). What can go wrong is the router's history, so this runs with it only.
test.describe("Back after a link to an old address", { tag: "@js-only" }, () => {
  test("returns to the home page from every service card that is redirected", async ({
    page,
    visit,
  }) => {
    await visit("/");
    const cards = page.locator("#tjenester a[href]");
    const hrefs = await cards.evaluateAll((links) =>
      links.map((link) => link.getAttribute("href") ?? ""),
    );
    const redirected = hrefs.filter((href) => redirectTargets.has(href));
    expect(redirected.length).toBeGreaterThanOrEqual(3);

    for (const href of redirected) {
      await visit("/");
      const card = page.locator(`#tjenester a[href="${href}"]`);
      await card.scrollIntoViewIfNeeded();
      await card.click();
      await expect(page).toHaveURL(redirectTargets.get(href)!);
      await page.goBack();
      await expect(page).toHaveURL("/");
    }
  });

  test("returns to the page before it after a walk through other pages", async ({
    page,
    visit,
  }) => {
    await visit("/kontakt");
    await page.getByRole("banner").locator('a[href="/"]').first().click();
    await expect(page).toHaveURL("/");
    const drone = page.locator('#tjenester a[href="/dronetjenester"]');
    await drone.scrollIntoViewIfNeeded();
    await drone.click();
    await expect(page).toHaveURL("/tjenester/drone");
    await page.goBack();
    await expect(page).toHaveURL("/");
    // The address changes at once; the home page shows when its data has come.
    await expect(drone).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL("/kontakt");
  });
});
