import { randomUUID } from "node:crypto";
import { postInboundMail } from "./support/inbound-mail";
import { backdateEnquiry, waitForEmail } from "./support/site-data";
import { openAdmin } from "./support/staff";
import { expect, test } from "./support/test";

const pdf = Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(2048, 0x20)]);

test("the overview shows a waiting enquiry; staff answer it, see the mail sent, the reply and its file come back, an unplaced reply is placed on it, and the stage moves", async ({
  page,
  visit,
  axe,
}) => {
  const name = `Pipeline ${randomUUID().slice(0, 8)}`;
  const email = `${name.replace(" ", ".").toLowerCase()}@arkitekt.example`;
  await visit("/kontakt");
  const form = page.locator("#kontaktskjema");
  await form.getByLabel("Navn").fill(name);
  await form.getByLabel("E-post").fill(email);
  await form.getByLabel("Telefon").fill("+47 912 34 567");
  await form.getByLabel("Din forespørsel").fill("Vi trenger illustrasjoner av Bryggekanten.");
  await form.getByRole("button", { name: "Send forespørsel" }).click();
  await expect(page).toHaveURL(/\/takk$/);

  // Two weeks back: more than one working day whatever holidays fall between.
  backdateEnquiry(name, 14);
  await openAdmin(page);
  await page.goto("/admin");
  const waiting = page.getByRole("region", {
    name: "Venter på første svar i mer enn én arbeidsdag",
  });
  await waiting.getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();

  await page.goto(`/admin/henvendelser?q=${encodeURIComponent(name)}`);
  await page.getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { name: "Fase: Ny" })).toBeVisible();

  await page.getByLabel("Svar til kunden").fill("Takk! Har dere fasadetegninger?");
  await page.getByRole("button", { name: "Send svar" }).click();
  await expect(page.getByText("Takk! Har dere fasadetegninger?")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Fase: Besvart" })).toBeVisible();
  const answer = await waitForEmail(
    "Takk! Har dere fasadetegninger?",
    (mail) => mail.to?.some((to) => to.address === email) ?? false,
  );
  expect(answer.messageId).toMatch(/^<[^@]+@digitalepoteter\.example>$/);
  const replyAddress = answer.replyTo?.[0]?.address ?? "";
  expect(replyAddress).toMatch(/^svar\+[0-9a-f]{40}@digitalepoteter\.example$/);

  const posted = await postInboundMail(page.url(), {
    from: `${name} <${email}>`,
    to: replyAddress,
    headers: `Message-ID: <${randomUUID()}@arkitekt.example>\nIn-Reply-To: ${answer.messageId}`,
    text: "Her er fasaden mot sjøen.",
    file: { name: "fasade.pdf", bytes: pdf },
  });
  expect(posted.status).toBe(200);

  // The answer's status shows where it was written, once the outbox has sent it.
  await expect(async () => {
    await page.reload();
    await expect(page.getByText("E-post til kunden: Sendt.")).toBeVisible({ timeout: 1000 });
  }).toPass();
  await expect(page.getByText("Her er fasaden mot sjøen.")).toBeVisible();
  const download = page.getByRole("link", { name: "Last ned fasade.pdf" });
  await expect(download).toBeVisible();
  const file = await page.request.get((await download.getAttribute("href")) ?? "");
  expect(Buffer.from(await file.body())).toEqual(pdf);

  // A reply that lost its thread waits under Uplassert until staff place it on the enquiry.
  const enquiryId = new URL(page.url()).pathname.split("/").at(-1) ?? "";
  const lost = `Glemte å svare i tråden ${randomUUID().slice(0, 8)}.`;
  const unplaced = await postInboundMail(page.url(), {
    from: email,
    to: "post@digitalepoteter.example",
    headers: `Message-ID: <${randomUUID()}@arkitekt.example>`,
    text: lost,
  });
  expect(unplaced.status).toBe(200);
  await visit("/admin/henvendelser/uplassert");
  expect(await axe()).toEqual([]);
  const mail = page.getByRole("listitem").filter({ hasText: lost });
  await mail.getByLabel("Plasser på henvendelse").selectOption(enquiryId);
  await mail.getByRole("button", { name: "Plasser e-posten" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/henvendelser/${enquiryId}`));
  await expect(page.getByText(lost)).toBeVisible();
  await expect(page.getByText("Plassert her av staff@digitalepoteter.example")).toBeVisible();

  await page.getByLabel("Flytt til fase").selectOption("tapt");
  await page.getByRole("button", { name: "Lagre fase" }).click();
  await expect(page.getByText("Skriv kort hvorfor henvendelsen er tapt.")).toBeVisible();
  await page.getByLabel("Flytt til fase").selectOption("tapt");
  await page.getByLabel("Grunn (for Tapt)").fill("Valgte en annen leverandør");
  await page.getByRole("button", { name: "Lagre fase" }).click();
  await expect(page.getByRole("heading", { name: "Fase: Tapt" })).toBeVisible();
  await expect(
    page.getByText("Besvart → Tapt – staff@digitalepoteter.example: Valgte en annen leverandør"),
  ).toBeVisible();

  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Henvendelser etter fase" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Tapt" })).toBeVisible();
  await expect(waiting.getByRole("link", { name })).toHaveCount(0);
});
