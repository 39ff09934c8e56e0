import type { Page } from "@playwright/test";
import { dataLayerOf, interceptGoogleTags } from "./support/google-tags";
import { uniqueName } from "./support/files";
import { expect, test, waitForHydration } from "./support/test";

const contactFormConversion = { send_to: "AW-TEST456/testlabel", event_label: "contact-form" };

async function conversions(page: Page) {
  return (await dataLayerOf(page))
    .filter(([command, event]) => command === "event" && event === "conversion")
    .map((entry) => entry[2]);
}

/** Runs the page's clock 1.5 s on: a timer or a late effect would have queued a second event. */
async function settle(page: Page) {
  await page.clock.runFor(1_500);
}

// gtag runs only with JavaScript; without it the thanks page shows and nothing is sent.
test.describe("the ads conversion on /takk @js-only", () => {
  test.use({ storedConsent: { analytics: false, ads: true } });

  test("a successful enquiry reports exactly one conversion; a reload and a direct visit report none", async ({
    page,
    visit,
  }) => {
    await interceptGoogleTags(page);
    await page.clock.install();
    await visit("/kontakt");
    const form = page.locator("#kontaktskjema");
    await form.getByLabel("Navn").fill(uniqueName("Kari Konvertering"));
    await form.getByLabel("E-post").fill("kari.konvertering@megler.example");
    await form.getByLabel("Telefon").fill("+47 912 34 567");
    await form
      .getByLabel("Din forespørsel")
      .fill("Vi ønsker tilbud på fire utvendige bilder av en enebolig.");
    expect(await conversions(page)).toEqual([]);

    await form.getByRole("button", { name: "Send forespørsel" }).click();
    await expect(page).toHaveURL("/takk");
    await expect.poll(() => conversions(page)).toEqual([contactFormConversion]);
    await settle(page);
    expect(await conversions(page)).toEqual([contactFormConversion]);

    await page.reload();
    await waitForHydration(page);
    await settle(page);
    expect(await conversions(page)).toEqual([]);

    await visit("/");
    await visit("/takk");
    await settle(page);
    expect(await conversions(page)).toEqual([]);
  });
});
