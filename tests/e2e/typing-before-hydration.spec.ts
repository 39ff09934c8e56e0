import { holdRequests } from "./support/network";
import { expect, test, waitForHydration } from "./support/test";

/** The loader data's stream, which the page's code takes away when it begins to decode it. */
type RemixWindow = { __remixContext: { stream?: ReadableStream } };

/*
 * A slow phone: the page is shown and the visitor starts typing while the page's code is still
 * on its way, and goes on typing while it starts. A key press while the tree waited for the
 * loader data made React hydrate at once, throw the page away ("Root did not complete") and
 * render it afresh, and what had been typed was gone (decision 160). The page's script is held
 * until the first fields are typed, so they are always typed before hydration; the rest are
 * typed once the code has begun decoding the loader data, on a CPU slowed eightfold. The
 * fixture fails the test on any page error.
 */
test.describe("typing while the page's code starts on a slow phone @js-only", () => {
  for (const attempt of [1, 2]) {
    test(`keeps what was typed in the brief form (attempt ${attempt})`, async ({ page }) => {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 8 });
      const releaseScript = await holdRequests(page, "**/assets/entry.client-*.js");
      await page.goto("/kundeskjema", { waitUntil: "commit" });
      const form = page.locator("#kundeskjema");
      await form.getByLabel("Navn (må fylles ut)", { exact: true }).fill("Ola Utbygger");
      await form.getByLabel("E-post").fill("ola@utbygger.example");
      await expect(page.locator("html")).not.toHaveAttribute("data-hydrated", "true");
      releaseScript();
      await page.waitForFunction(() => !(window as unknown as RemixWindow).__remixContext.stream);
      await form.getByLabel("Telefon").fill("+47 913 00 000");
      await form.getByLabel("Firma").fill("Fjordbyen Bygg AS");
      await waitForHydration(page);
      await expect(form.getByLabel("Navn (må fylles ut)", { exact: true })).toHaveValue(
        "Ola Utbygger",
      );
      await expect(form.getByLabel("E-post")).toHaveValue("ola@utbygger.example");
      await expect(form.getByLabel("Telefon")).toHaveValue("+47 913 00 000");
      await expect(form.getByLabel("Firma")).toHaveValue("Fjordbyen Bygg AS");
    });
  }
});
