import { expect, test, waitForHydration } from "./support/test";

/*
 * A slow phone: the page is shown and the visitor starts typing while the page's code is still
 * starting. A key press then makes React hydrate at once; if the tree suspended in that moment
 * React threw the page away ("Root did not complete") and rendered it afresh, and what had been
 * typed was gone. The fixture fails the test on any page error.
 */
test.describe("typing while the page's code starts on a slow phone @js-only", () => {
  for (const attempt of [1, 2]) {
    test(`keeps what was typed in the brief form (attempt ${attempt})`, async ({ page }) => {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 8 });
      await page.goto("/kundeskjema", { waitUntil: "commit" });
      const form = page.locator("#kundeskjema");
      await form.getByLabel("Navn", { exact: true }).fill("Ola Utbygger");
      await form.getByLabel("E-post").fill("ola@utbygger.example");
      await form.getByLabel("Telefon").fill("+47 913 00 000");
      await form.getByLabel("Firma").fill("Fjordbyen Bygg AS");
      await waitForHydration(page);
      await expect(form.getByLabel("Navn", { exact: true })).toHaveValue("Ola Utbygger");
      await expect(form.getByLabel("E-post")).toHaveValue("ola@utbygger.example");
      await expect(form.getByLabel("Firma")).toHaveValue("Fjordbyen Bygg AS");
    });
  }
});
