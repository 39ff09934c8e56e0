import type { Page } from "@playwright/test";
import { company } from "../../app/company/copy";
import { fakePng, onDisk, oversizedPng, pdfFile, pngFile, uniqueName } from "./support/files";
import { holdRequests } from "./support/network";
import { brokenStorageURL, queryDatabase, storedFiles, waitForEmail } from "./support/site-data";
import { expect, test } from "./support/test";

type Values = { name: string; email: string; phone: string; message: string };

const valid = (name: string): Values => ({
  name,
  email: "kari.nordmann@megler.example",
  phone: "+47 912 34 567",
  message: "Vi trenger seks utvendige illustrasjoner av et rekkehusprosjekt i Tønsberg.",
});

async function fill(page: Page, values: Values) {
  const form = page.locator("#kontaktskjema");
  await form.getByLabel("Navn").fill(values.name);
  await form.getByLabel("E-post").fill(values.email);
  await form.getByLabel("Telefon").fill(values.phone);
  await form.getByLabel("Din forespørsel").fill(values.message);
}

/** Every stored attachment belongs to an enquiry (uploads still streaming settle first). */
async function expectNoOrphanAttachments() {
  await expect
    .poll(() => {
      const referenced = new Set(
        queryDatabase<{ storage_key: string }>("SELECT storage_key FROM contact_attachments").map(
          (row) => row.storage_key.replace("contact_attachments/", ""),
        ),
      );
      return storedFiles("contact_attachments").filter((file) => !referenced.has(file));
    })
    .toEqual([]);
}

test("the form shows the spec's fields, placeholders and help text", async ({ page, visit }) => {
  await visit("/kontakt");
  const form = page.locator("#kontaktskjema");
  await expect(form.getByLabel("Navn")).toHaveAttribute("placeholder", "Ditt navn");
  await expect(form.getByLabel("E-post")).toHaveAttribute("placeholder", company.email);
  await expect(form.getByLabel("Telefon")).toHaveAttribute("placeholder", "Ditt telefonnummer");
  await expect(form.getByLabel("Din forespørsel")).toHaveAttribute(
    "placeholder",
    "Fortell oss om ditt prosjekt...",
  );
  await expect(form).toContainText("Støttede formater: JPG, PNG, PDF, IFC. Maks størrelse: 17MB");
  await expect(form.getByRole("button", { name: "Send forespørsel" })).toBeEnabled();
});

test("each invalid field gets its message beside it, and the cursor goes to the first", async ({
  page,
  visit,
}) => {
  await visit("/kontakt");
  const form = page.locator("#kontaktskjema");
  await fill(page, { name: "A", email: "ikke-en-adresse", phone: "1234", message: "Kort" });
  await form.getByRole("button", { name: "Send forespørsel" }).click();
  const expectations = [
    ["Navn", "Navn må være minst 2 tegn."],
    ["E-post", "Vennligst skriv inn en gyldig e-postadresse."],
    ["Telefon", "Telefonnummer må være minst 8 siffer."],
    ["Din forespørsel", "Meldingen må være minst 10 tegn."],
  ] as const;
  for (const [label, message] of expectations) {
    const field = page.locator("#kontaktskjema").getByLabel(label);
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveAccessibleDescription(new RegExp(message.replace(".", "\\.")));
  }
  await expect(page.locator("#kontaktskjema").getByLabel("Navn")).toBeFocused();
  await expect(page.locator("#kontaktskjema").getByLabel("E-post")).toHaveValue("ikke-en-adresse");
});

test("while the enquiry is on its way the button says Sender..., is disabled and then spins @js-only", async ({
  page,
  visit,
}) => {
  await visit("/kontakt");
  await fill(page, valid(uniqueName("Vera Venter")));
  const release = await holdRequests(page, "**/kontakt.data*");
  await page.locator("#kontaktskjema").getByRole("button", { name: "Send forespørsel" }).click();
  const button = page.locator("#kontaktskjema").getByRole("button", { name: "Sender..." });
  await expect(button).toBeDisabled();
  await expect(button.locator(".animate-spin")).toBeVisible();
  release();
  await expect(page).toHaveURL("/takk");
});

test("a valid enquiry with a PNG and a PDF lands on /takk, is stored and mailed with links", async ({
  page,
  visit,
}) => {
  const name = uniqueName("Kari Nordmann");
  await visit("/kontakt");
  await fill(page, valid(name));
  await page.locator("#kontaktskjema").getByLabel("Vedlegg").setInputFiles([pngFile(), pdfFile()]);
  await page.locator("#kontaktskjema").getByRole("button", { name: "Send forespørsel" }).click();
  await expect(page).toHaveURL("/takk");

  const [enquiry] = queryDatabase<{ id: string; phone: string }>(
    "SELECT id, phone FROM contact_requests WHERE name = ?",
    name,
  );
  expect(enquiry?.phone).toBe("+47 912 34 567");
  const attachments = queryDatabase<{ storage_key: string; original_name: string; size: number }>(
    "SELECT storage_key, original_name, size FROM contact_attachments WHERE contact_request_id = ? ORDER BY original_name",
    enquiry?.id,
  );
  expect(attachments.map((a) => a.original_name)).toEqual(["fasade.png", "plantegning.pdf"]);
  for (const attachment of attachments) {
    expect(attachment.storage_key).toMatch(/^contact_attachments\/[0-9a-f-]{36}\.(png|pdf)$/);
    expect(storedFiles("contact_attachments")).toContain(attachment.storage_key.split("/")[1]);
  }

  const email = await waitForEmail(name);
  expect(email.replyTo?.[0]?.address).toBe("kari.nordmann@megler.example");
  expect(email.text).toContain("+47 912 34 567");
  const links = email.text?.match(/https?:\/\/\S+\/filer\/\S+/g) ?? [];
  expect(links).toHaveLength(2);
  const download = await page.request.get(links[0] ?? "");
  expect(download.status()).toBe(200);
});

test("a file one byte over 17 MB is refused with the spec's message and nothing is stored", async ({
  page,
  visit,
}, testInfo) => {
  const name = uniqueName("Ola Stor");
  await visit("/kontakt");
  await fill(page, valid(name));
  await page
    .locator("#kontaktskjema")
    .getByLabel("Vedlegg")
    .setInputFiles([
      onDisk(testInfo.outputPath("fasade.png"), pngFile()),
      oversizedPng(testInfo.outputPath("for-stor.png")),
    ]);
  const message = "Filen for-stor.png er for stor. Maksimal størrelse er 17MB.";
  if (testInfo.project.name === "js") {
    await expect(page.getByText("Feil ved opplasting")).toBeVisible();
    await expect(page.getByText(message)).toBeVisible();
    await expect(page.getByRole("button", { name: /Fjern/ })).toHaveCount(0);
    return;
  }
  await page.locator("#kontaktskjema").getByRole("button", { name: "Send forespørsel" }).click();
  await expect(page.getByText(message).first()).toBeVisible();
  await expect(page.locator("#kontaktskjema").getByLabel("Navn")).toHaveValue(name);
  expect(queryDatabase("SELECT id FROM contact_requests WHERE name = ?", name)).toEqual([]);
  await expectNoOrphanAttachments();
});

test("a file that is not what it claims is refused and nothing is stored", async ({
  page,
  visit,
}) => {
  const name = uniqueName("Per Feil");
  await visit("/kontakt");
  await fill(page, valid(name));
  await page.locator("#kontaktskjema").getByLabel("Vedlegg").setInputFiles([pdfFile(), fakePng()]);
  await page.locator("#kontaktskjema").getByRole("button", { name: "Send forespørsel" }).click();
  const message =
    "Filen ikke-et-bilde.png er ikke i riktig format. Tillatte formater er JPG, PNG og PDF.";
  await expect(page.getByText(message).first()).toBeVisible();
  await expect(page).toHaveURL("/kontakt");
  await expect(page.locator("#kontaktskjema").getByLabel("Din forespørsel")).toHaveValue(
    valid(name).message,
  );
  expect(queryDatabase("SELECT id FROM contact_requests WHERE name = ?", name)).toEqual([]);
  await expectNoOrphanAttachments();
});

test("with storage down the visitor sees the failure toast and keeps what they wrote", async ({
  page,
  visit,
}) => {
  const name = uniqueName("Lise Lagring");
  await visit(`${brokenStorageURL()}/kontakt`);
  await fill(page, valid(name));
  await page.locator("#kontaktskjema").getByLabel("Vedlegg").setInputFiles([pngFile()]);
  await page.locator("#kontaktskjema").getByRole("button", { name: "Send forespørsel" }).click();
  await expect(page.getByText("Noe gikk galt")).toBeVisible();
  await expect(
    page.getByText("Vennligst prøv igjen senere eller send oss en e-post direkte."),
  ).toBeVisible();
  const form = page.locator("#kontaktskjema");
  await expect(form.getByLabel("Navn")).toHaveValue(name);
  await expect(form.getByLabel("Telefon")).toHaveValue("+47 912 34 567");
  await expect(form.getByRole("button", { name: "Send forespørsel" })).toBeEnabled();
});
