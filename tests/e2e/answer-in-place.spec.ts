import type { Page } from "@playwright/test";
import { fakePng, uniqueName } from "./support/files";
import { htmlErrors } from "./support/html";
import { restingScrollY } from "./support/scroll";
import { expect, test } from "./support/test";

/**
 * An enquiry the browser's check lets through and the server refuses: its file is no PNG
 * whatever its name says. Sent from the form's button, wherever on the page that is.
 */
async function sendRefusedEnquiry(page: Page) {
  const form = page.locator("#kontaktskjema");
  await form.getByLabel("Navn").fill(uniqueName("Rita Rulle"));
  await form.getByLabel("E-post").fill("rita.rulle@megler.example");
  await form.getByLabel("Telefon").fill("+47 912 34 567");
  await form.getByLabel("Din forespørsel").fill("Vi trenger fire illustrasjoner av en enebolig.");
  await form.getByLabel("Vedlegg").setInputFiles([fakePng()]);
  const send = form.getByRole("button", { name: "Send forespørsel" });
  await send.scrollIntoViewIfNeeded();
  const sentFrom = await restingScrollY(page);
  await send.click();
  return sentFrom;
}

/** Where the refusal is told: under the attachment field, which takes the cursor. */
async function expectRefusalInView(page: Page, sentFrom: number) {
  const form = page.locator("#kontaktskjema");
  const message = form.locator("#kontaktskjema-vedlegg-error");
  await expect(message).toHaveText(
    "Filen ikke-et-bilde.png er ikke i riktig format. Tillatte formater er JPG, PNG og PDF.",
  );
  await expect(form.getByLabel("Vedlegg")).toBeFocused();
  const restsAt = await restingScrollY(page);
  expect(restsAt, `sendt fra scrollY ${sentFrom}`).toBeGreaterThan(sentFrom / 2);
  await expect(message).toBeInViewport();
}

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a refused enquiry on /kontakt is answered where the form is, not at the top", async ({
    page,
    visit,
  }) => {
    await visit("/kontakt");
    const sentFrom = await sendRefusedEnquiry(page);
    expect(sentFrom).toBeGreaterThan(500);
    await expect(page).toHaveURL("/kontakt");
    await expectRefusalInView(page, sentFrom);
  });
});

test("a refused enquiry at the foot of / is answered where the form is, not at the top", async ({
  page,
  visit,
}) => {
  await visit("/");
  await page.locator("#kontakt").scrollIntoViewIfNeeded();
  const sentFrom = await sendRefusedEnquiry(page);
  expect(sentFrom).toBeGreaterThan(2_000);
  await expectRefusalInView(page, sentFrom);
});

test("after a refusal the send button is just the button again: no cross, the message says what went wrong", async ({
  page,
  visit,
  javaScriptEnabled,
}) => {
  await visit("/kontakt");
  const answer = page.waitForResponse((response) => response.request().method() === "POST");
  await sendRefusedEnquiry(page);
  // Without JavaScript the answer is the page, autofocus and all: it must be valid HTML.
  if (javaScriptEnabled === false)
    expect(await htmlErrors(await (await answer).text())).toEqual([]);
  await expect(page.locator("#kontaktskjema-vedlegg-error")).not.toBeEmpty();
  const send = page.locator("#kontaktskjema").getByRole("button", { name: "Send forespørsel" });
  await expect(send).toBeEnabled();
  await expect(send).toHaveText("Send forespørsel");
  await expect(send.locator("svg")).toHaveCount(0);
});
