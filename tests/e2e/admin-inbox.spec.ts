import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { postInboundMail } from "./support/inbound-mail";
import { waitForEmail } from "./support/site-data";
import { openAdmin } from "./support/staff";
import { expect, test } from "./support/test";

/** The inbox's rows on /admin, top first (the header row left out). */
const inboxRows = (page: Page) =>
  page
    .getByRole("region", { name: "Innboks" })
    .getByRole("row")
    .filter({ has: page.getByRole("cell") });

const inboxRow = (page: Page, who: string) => inboxRows(page).filter({ hasText: who });

/** The menu's link to the inbox, whose name ends in how many things wait. */
const inboxLink = (page: Page) =>
  page.getByRole("navigation", { name: "Administrasjon" }).getByRole("link", { name: /^Innboks/ });

async function sendEnquiry(page: Page, visit: (url: string) => Promise<void>, name: string) {
  const email = `${name.replace(/\W+/g, ".").toLowerCase()}@arkitekt.example`;
  await visit("/kontakt");
  const form = page.locator("#kontaktskjema");
  await form.getByLabel("Navn").fill(name);
  await form.getByLabel("E-post").fill(email);
  await form.getByLabel("Telefon").fill("+47 912 34 567");
  await form.getByLabel("Din forespørsel").fill("Vi trenger bilder av Bryggekanten.");
  await form.getByRole("button", { name: "Send forespørsel" }).click();
  await expect(page).toHaveURL(/\/takk$/);
  return email;
}

async function answer(page: Page, name: string, text: string) {
  await inboxRow(page, name).getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
  await page.getByLabel("Svar til kunden").fill(text);
  await page.getByRole("button", { name: "Send svar" }).click();
  await expect(page.getByText(text)).toBeVisible();
}

test("a customer's reply through the webhook puts the enquiry at the top of the inbox with a count in the menu; answering takes it off, and dismissing another takes that off", async ({
  page,
  visit,
  axe,
}) => {
  // Two enquiries sent, two answers, a reply through the webhook and the outbox's mail waited for.
  test.setTimeout(120_000);
  const name = `Innboks ${randomUUID().slice(0, 8)}`;
  const email = await sendEnquiry(page, visit, name);
  await openAdmin(page);
  await expect(inboxRow(page, name)).toContainText("Ny henvendelse");
  await expect(inboxLink(page)).toHaveAccessibleName(/^Innboks \d+ venter$/);
  expect(await axe()).toEqual([]);

  const first = `Takk! Har dere tegninger? ${randomUUID().slice(0, 8)}`;
  await answer(page, name, first);
  await page.goto("/admin");
  await expect(inboxRow(page, name)).toHaveCount(0);
  const mail = await waitForEmail(first, (sent) => sent.to?.[0]?.address === email);

  // Another enquiry waits from before the reply; the reply is newer, so it goes above it.
  const earlier = `Tidligere ${randomUUID().slice(0, 8)}`;
  await sendEnquiry(page, visit, earlier);
  const posted = await postInboundMail(page.url(), {
    from: `${name} <${email}>`,
    to: mail.replyTo?.[0]?.address ?? "",
    headers: `Message-ID: <${randomUUID()}@arkitekt.example>\nIn-Reply-To: ${mail.messageId}`,
    text: "Her kommer tegningene.",
  });
  expect(posted.status).toBe(200);

  await page.goto("/admin");
  const reply = inboxRow(page, name);
  await expect(reply).toContainText("Svar fra kunde");
  await expect(reply).toContainText(/\d+ min/);
  const rows = await inboxRows(page).allTextContents();
  const replyAt = rows.findIndex((row) => row.includes(name));
  expect(replyAt).toBeLessThan(rows.findIndex((row) => row.includes(earlier)));
  await expect(inboxLink(page)).toHaveAccessibleName(/^Innboks \d+ venter$/);
  const waiting = Number((await inboxLink(page).textContent())?.match(/\d+/)?.[0]);
  expect(waiting).toBeGreaterThanOrEqual(2);

  await page.goto(`/admin/henvendelser?q=${encodeURIComponent(name)}`);
  await expect(page.getByRole("row").filter({ hasText: name })).toContainText("Kunden har svart");
  await page.goto("/admin");
  await answer(page, name, `Takk, vi ser på dem. ${randomUUID().slice(0, 8)}`);
  await page.goto("/admin");
  await expect(inboxRow(page, name)).toHaveCount(0);

  await inboxRow(page, earlier)
    .getByRole("button", { name: `Fjern fra listen: ${earlier}` })
    .click();
  await expect(page.getByText("Fjernet fra innboksen")).toBeVisible();
  await expect(inboxRow(page, earlier)).toHaveCount(0);
});

test("an unplaced mail waits in the inbox until staff make it a new enquiry, and spam is deleted", async ({
  page,
  visit,
}) => {
  const id = randomUUID().slice(0, 8);
  const sender = `nora.${id}@nybygg.example`;
  const text = `Kan dere lage bilder av Nybygg ${id}?`;
  const spam = `Billige klokker ${id}`;
  await openAdmin(page);
  for (const [from, body, subject] of [
    [`Nora Nybygg ${id} <${sender}>`, text, `Forespørsel ${id}`],
    [`spam.${id}@klokker.example`, spam, `Tilbud ${id}`],
  ] as const) {
    const posted = await postInboundMail(page.url(), {
      from,
      to: "post@digitalepoteter.example",
      headers: `Message-ID: <${randomUUID()}@nybygg.example>`,
      text: body,
      subject,
    });
    expect(posted.status).toBe(200);
  }

  await page.goto("/admin/henvendelser");
  await expect(page.getByRole("link", { name: /^Uplassert e-post \(\d+\)$/ })).toBeVisible();
  await page.goto("/admin");
  const unplaced = inboxRow(page, sender);
  await expect(unplaced).toContainText("Uplassert e-post");
  await expect(unplaced).toContainText(`Forespørsel ${id}`);
  await unplaced.getByRole("link").click();
  await expect(page).toHaveURL(/\/admin\/henvendelser\/uplassert#epost-/);
  await visit(new URL(page.url()).pathname);

  const spamMail = page.getByRole("listitem").filter({ hasText: spam });
  await spamMail.getByRole("button", { name: "Slett som søppelpost" }).click();
  await expect(page.getByText("E-posten er slettet som søppelpost")).toBeVisible();
  await expect(page.getByText(spam)).toHaveCount(0);

  const mail = page.getByRole("listitem").filter({ hasText: text });
  await mail.getByRole("button", { name: "Lag ny henvendelse av den" }).click();
  const name = `Nora Nybygg ${id}`;
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
  await expect(page.getByText(sender).first()).toBeVisible();
  await expect(page.getByText(text).first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "Fase: Ny" })).toBeVisible();

  await page.goto("/admin");
  await expect(inboxRow(page, sender)).toHaveCount(0);
  await expect(inboxRow(page, name)).toContainText("Ny henvendelse");
  await expect(inboxRow(page, `spam.${id}`)).toHaveCount(0);
});
