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

test("the form shows the spec's fields, placeholders and help text @same-without-js", async ({
  page,
  visit,
}) => {
  await visit("/kontakt");
  const form = page.locator("#kontaktskjema");
  await expect(form.getByLabel("Navn")).toHaveAttribute("placeholder", "Ditt navn");
  // An example nobody owns: the studio's own address made the field look filled in (issue 56).
  await expect(form.getByLabel("E-post")).toHaveAttribute(
    "placeholder",
    "ola.nordmann@eksempel.no",
  );
  await expect(form.getByLabel("E-post")).not.toHaveAttribute("placeholder", company.email);
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

test("the required fields say so in their label, and an empty phone field is told it is missing", async ({
  page,
  visit,
}) => {
  await visit("/kontakt");
  const form = page.locator("#kontaktskjema");
  for (const label of ["Navn", "E-post", "Telefon", "Din forespørsel"])
    await expect(form.getByLabel(`${label} (må fylles ut)`)).toHaveAttribute("required", "");
  await expect(form.getByLabel("Vedlegg")).not.toHaveAttribute("required");

  await fill(page, { ...valid(uniqueName("Tove Telefon")), phone: "" });
  await form.getByRole("button", { name: "Send forespørsel" }).click();
  const phone = form.getByLabel("Telefon");
  await expect(phone).toHaveAccessibleDescription("Skriv inn telefonnummeret ditt.");
  await expect(phone).toBeFocused();
  await phone.fill("1234");
  await form.getByRole("button", { name: "Send forespørsel" }).click();
  await expect(phone).toHaveAccessibleDescription("Telefonnummer må være minst 8 siffer.");
});

test("a refused field the browser scrolls back up to stops below the sticky header @js-only", async ({
  page,
  visit,
}) => {
  await visit("/kontakt");
  const form = page.locator("#kontaktskjema");
  await fill(page, { ...valid(uniqueName("Siri Skroll")), name: "S" });
  const send = form.getByRole("button", { name: "Send forespørsel" });
  // The visitor has scrolled on: the name field still in the window, but under the header.
  const name = form.getByLabel("Navn");
  const headerBottom = await page
    .locator("header")
    .first()
    .evaluate((header) => header.getBoundingClientRect().bottom);
  await name.evaluate((field) =>
    window.scrollBy({ top: field.getBoundingClientRect().top - 20, behavior: "instant" }),
  );
  expect(await name.evaluate((field) => field.getBoundingClientRect().top)).toBeLessThan(
    headerBottom,
  );
  await send.click();
  await expect(name).toBeFocused();
  await expect
    .poll(() => name.evaluate((field) => field.getBoundingClientRect().top))
    .toBeGreaterThanOrEqual(headerBottom);
});

test("a refused enquiry without JavaScript says beside the file field that the files must be picked again @no-js-only", async ({
  page,
  visit,
}) => {
  await visit("/kontakt");
  const form = page.locator("#kontaktskjema");
  await fill(page, { ...valid(uniqueName("Frida Filer")), message: "Kort" });
  await form.getByLabel("Vedlegg").setInputFiles([pngFile()]);
  await form.getByRole("button", { name: "Send forespørsel" }).click();
  await expect(form.getByLabel("Din forespørsel")).toHaveValue("Kort");
  await expect(form.getByLabel("Vedlegg")).toHaveAccessibleDescription(
    /Hadde du valgt vedlegg, må du velge dem på nytt\./,
  );
});

test.describe("on a first visit", () => {
  test.use({ storedConsent: null });

  test("without JavaScript a refused enquiry's notice is not covered by the cookie banner, which comes once the notice has faded @no-js-only", async ({
    page,
    visit,
  }) => {
    await visit("/kontakt");
    await fill(page, valid(uniqueName("Nina Notis")));
    const form = page.locator("#kontaktskjema");
    await form.getByLabel("Vedlegg").setInputFiles([fakePng()]);
    await form.getByRole("button", { name: "Send forespørsel" }).click();
    const notice = page.getByRole("alert").filter({ hasText: "Feil ved opplasting" });
    await expect(notice).toBeVisible();
    // Held by its element: once faded, the notice is no alert in the page any more.
    const element = (await notice.elementHandle())!;
    // Sampled until the notice has faded, past the second after which the banner shows on a
    // page without one: the notice is on top all the while.
    const covered: string[] = [];
    await expect
      .poll(
        async () => {
          const sample = await element.evaluate((element) => {
            const box = element.getBoundingClientRect();
            const points = [
              [box.left + 4, box.top + 4],
              [box.right - 4, box.bottom - 4],
              [box.left + box.width / 2, box.top + box.height / 2],
            ];
            return {
              faded: getComputedStyle(element).visibility === "hidden",
              onTop: points.every(([x, y]) => element.contains(document.elementFromPoint(x!, y!))),
            };
          });
          if (!sample.faded && !sample.onTop) covered.push(new Date().toISOString());
          return sample.faded;
        },
        { timeout: 10_000 },
      )
      .toBe(true);
    expect(covered).toEqual([]);
    const banner = page.getByRole("region", { name: "Vi bruker cookies" });
    await banner.getByRole("button", { name: "Kun nødvendige" }).click({ trial: true });
  });
});
