import type { Page } from "@playwright/test";
import { uniqueName } from "./support/files";
import { queryDatabase } from "./support/site-data";
import { openAdmin } from "./support/staff";
import { expect, test } from "./support/test";

/** An enquiry sent through /kontakt, and the staff's quote form for it, open. */
async function openQuoteForm(page: Page, visit: (path: string) => Promise<unknown>) {
  const name = uniqueName("Tone Tall");
  const email = `${name.replace(/ /g, ".").toLowerCase()}@utbygger.example`;
  await visit("/kontakt");
  const contact = page.locator("#kontaktskjema");
  await contact.getByLabel("Navn").fill(name);
  await contact.getByLabel("E-post").fill(email);
  await contact.getByLabel("Telefon").fill("+47 913 45 678");
  await contact.getByLabel("Din forespørsel").fill("Vi trenger bilder av et nytt kontorbygg.");
  await contact.getByRole("button", { name: "Send forespørsel" }).click();
  await expect(page).toHaveURL("/takk");
  const [enquiry] = queryDatabase<{ id: string }>(
    "SELECT id FROM contact_requests WHERE name = ?",
    name,
  );
  await openAdmin(page);
  await visit(`/admin/tilbud/ny?henvendelse=${enquiry!.id}`);
  await expect(page.getByRole("heading", { level: 1, name: "Nytt tilbud" })).toBeVisible();
  return { name, email, enquiryId: enquiry!.id };
}

const total = (page: Page) => page.getByRole("region", { name: "Sum så langt" });

test("@js-only the quote form's total with 25 % MVA follows the lines as they are typed", async ({
  page,
  visit,
}) => {
  await openQuoteForm(page, visit);
  await page.getByLabel("Beskrivelse").fill("Utvendige bilder");
  await page.getByLabel("Antall").fill("3");
  await page.getByLabel("Pris per stk. eks. mva (kr)").fill("6 500");
  await expect(total(page)).toContainText("Sum eks. mvakr\u00a019\u00a0500,00");
  await expect(total(page)).toContainText("Mva 25 %kr\u00a04\u00a0875,00");
  await expect(total(page)).toContainText("Totalt inkl. mvakr\u00a024\u00a0375,00");

  await page.getByRole("button", { name: "Legg til linje" }).click();
  await page.getByLabel("Beskrivelse").nth(1).fill("Animasjon");
  await expect(total(page)).toContainText("Én linje er ikke med i summen");
  await page.getByLabel("Pris per stk. eks. mva (kr)").nth(1).fill("24 990,50");
  await expect(total(page)).toContainText("Totalt inkl. mvakr\u00a055\u00a0613,13");
  await expect(total(page)).not.toContainText("ikke med i summen");
  await expect(page.getByRole("button", { name: "Oppdater" })).toHaveCount(0);
});

test("@no-js-only without JavaScript the quote form's total is brought up to date by «Oppdater»", async ({
  page,
  visit,
  axe,
}) => {
  await openQuoteForm(page, visit);
  await page.getByLabel("Beskrivelse").fill("Utvendige bilder");
  await page.getByLabel("Antall").fill("3");
  await page.getByLabel("Pris per stk. eks. mva (kr)").fill("6 500");
  await expect(total(page)).toContainText("Totalt inkl. mvakr\u00a00,00");
  await page.getByRole("button", { name: "Oppdater" }).click();
  await expect(total(page)).toContainText("Sum eks. mvakr\u00a019\u00a0500,00");
  await expect(total(page)).toContainText("Mva 25 %kr\u00a04\u00a0875,00");
  await expect(total(page)).toContainText("Totalt inkl. mvakr\u00a024\u00a0375,00");
  await expect(page.getByLabel("Pris per stk. eks. mva (kr)")).toHaveValue("6 500");
  expect(await axe()).toEqual([]);
});

test("«Send tilbud» shows the quote as the customer will see it and sends nothing until «Bekreft og send»", async ({
  page,
  visit,
  axe,
}) => {
  const { name, email, enquiryId } = await openQuoteForm(page, visit);
  await page.getByLabel("Beskrivelse").fill("Interiørbilder, stue og kjøkken");
  await page.getByLabel("Antall").fill("2");
  await page.getByLabel("Pris per stk. eks. mva (kr)").fill("8 000");
  await page.getByRole("button", { name: "Send tilbud" }).click();

  const preview = page.getByRole("region", { name: "Slik ser kunden tilbudet" });
  await expect(preview.getByRole("heading", { name: "Tilbud", exact: true })).toBeVisible();
  await expect(
    preview.getByRole("cell", { name: "Interiørbilder, stue og kjøkken" }),
  ).toBeVisible();
  await expect(preview.getByRole("row", { name: /Totalt inkl\. mva/ })).toContainText(
    "20\u00a0000,00",
  );
  await expect(preview).toContainText(`${name} <${email}>`);
  expect(await axe()).toEqual([]);
  const quotesOf = () =>
    queryDatabase("SELECT id FROM quotes WHERE enquiry_id = ?", enquiryId).length;
  const mailsTo = () =>
    queryDatabase('SELECT id FROM outbox_messages WHERE "to" LIKE ?', `%${email}%`).length;
  const mailsBefore = mailsTo();
  expect(quotesOf()).toBe(0);

  await preview.getByRole("button", { name: "Endre tilbudet" }).click();
  await expect(page.getByLabel("Beskrivelse")).toHaveValue("Interiørbilder, stue og kjøkken");
  await page.getByLabel("Antall").fill("3");
  await page.getByRole("button", { name: "Send tilbud" }).click();
  await expect(preview.getByRole("row", { name: /Totalt inkl\. mva/ })).toContainText(
    "30\u00a0000,00",
  );
  expect(quotesOf()).toBe(0);
  expect(mailsTo()).toBe(mailsBefore);

  await preview.getByRole("button", { name: "Bekreft og send" }).click();
  await expect(page).toHaveURL(`/admin/henvendelser/${enquiryId}`);
  await expect(page.getByRole("heading", { name: "Fase: Tilbud sendt" })).toBeVisible();
  expect(quotesOf()).toBe(1);
  expect(mailsTo()).toBe(mailsBefore + 1);
});
