import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { pdfFile, uniqueName } from "./support/files";
import { htmlErrors } from "./support/html";
import { confirmSignup, signUp } from "./support/newsletter";
import { queryDatabase, readEmails, storedFiles, waitForEmail } from "./support/site-data";
import { openAdmin } from "./support/staff";
import { unzip } from "../support/zip";
import { expect, test } from "./support/test";

/** Typed and sent with Enter, as staff at a keyboard do. */
async function find(page: Page, email: string) {
  const field = page.getByLabel("E-post", { exact: true });
  await field.fill(email);
  await field.press("Enter");
}

const rowsAbout = (email: string) =>
  queryDatabase<{ count: number }>(
    `SELECT (SELECT COUNT(*) FROM contact_requests WHERE lower(email) = ?)
          + (SELECT COUNT(*) FROM newsletter_subscribers WHERE email = ?)
          + (SELECT COUNT(*) FROM outbox_messages WHERE "to" = ? OR reply_to = ?) AS count`,
    email,
    email,
    email,
    email,
  )[0]?.count;

test("staff find a person across kinds, download their data, erase it, and nothing reaches them after", async ({
  page,
  visit,
  axe,
}) => {
  test.setTimeout(180_000);
  const email = `person.${Math.random().toString(36).slice(2, 10)}@kunde.example`;
  const attachment = pdfFile("tegning-til-personvern.pdf");

  // A visitor writes with a drawing and joins the newsletter.
  await visit("/kontakt");
  const form = page.locator("#kontaktskjema");
  await form.getByLabel("Navn").fill("Per Personvern");
  await form.getByLabel("E-post").fill(email);
  await form.getByLabel("Telefon").fill("+47 900 11 222");
  await form
    .getByLabel("Din forespørsel")
    .fill("Vi trenger illustrasjoner av et nytt boligprosjekt.");
  await form.getByLabel("Vedlegg").setInputFiles([attachment]);
  await form.getByRole("button", { name: "Send forespørsel" }).click();
  await expect(page).toHaveURL("/takk");
  await visit("/");
  await signUp(page, email, "Annet");
  await expect(page.getByText("Velkommen til vårt nyhetsbrev!")).toBeVisible();
  await confirmSignup(page, email);
  const [stored] = queryDatabase<{ storage_key: string }>(
    "SELECT storage_key FROM contact_attachments a JOIN contact_requests r ON r.id = a.contact_request_id WHERE r.email = ?",
    email,
  );
  const storedName = stored?.storage_key.split("/")[1] ?? "";
  expect(storedFiles("contact_attachments")).toContain(storedName);

  // Staff find everything about the address.
  await openAdmin(page);
  await visit("/admin/personvern");
  await find(page, email);
  await expect(page.getByRole("heading", { name: `Dette har vi om ${email}` })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Henvendelser (1)" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Nyhetsbrev (1)" })).toBeVisible();
  // The staff's copy of the enquiry, their receipt, the confirmation and the welcome.
  await expect(page.getByRole("heading", { name: "E-poster (4)" })).toBeVisible();
  await expect(page.getByText(`Filer: ${attachment.name}`)).toBeVisible();
  expect(await axe()).toEqual([]);
  expect(await htmlErrors(await page.content())).toEqual([]);

  // The export is one ZIP with a README, the JSON per kind and their drawing, byte for byte.
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Last ned alt (ZIP)" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^personopplysninger-\d{4}-\d{2}-\d{2}\.zip$/);
  const entries = await unzip(await readFile((await download.path()) ?? ""));
  expect([...entries.keys()]).toEqual(
    expect.arrayContaining(["LESMEG.txt", "henvendelser.json", "nyhetsbrev.json", "e-post.json"]),
  );
  const drawing = [...entries.keys()].find((name) => name.endsWith(attachment.name)) ?? "";
  expect(drawing).toMatch(/^henvendelser\//);
  expect(entries.get(drawing)?.equals(attachment.buffer)).toBe(true);

  // Erasing asks for the address typed; a wrong one erases nothing.
  const confirmation = page.getByLabel("Skriv e-postadressen for å bekrefte");
  await confirmation.fill("noen.andre@kunde.example");
  await page.getByRole("button", { name: "Slett for godt" }).click();
  await expect(
    page.getByText("Skriv e-postadressen nøyaktig slik den står over for å bekrefte slettingen."),
  ).toBeVisible();
  expect(rowsAbout(email)).toBeGreaterThan(0);
  await confirmation.fill(email);
  await page.getByRole("button", { name: "Slett for godt" }).click();
  await expect(page.getByText("Personopplysningene er slettet")).toBeVisible();

  await find(page, email);
  await expect(page.getByText(`Fant ingen opplysninger om ${email}.`)).toBeVisible();
  expect(rowsAbout(email)).toBe(0);
  expect(storedFiles("contact_attachments")).not.toContain(storedName);
  await expect(page.getByRole("row", { name: /Sletting/ }).first()).toBeVisible();

  // Signed up again by anyone, the address gets no confirmation, so no newsletter either:
  // the outbox drops the message instead of sending it.
  await visit("/");
  await signUp(page, email, "Annet");
  await expect(page.getByText("Velkommen til vårt nyhetsbrev!")).toBeVisible();
  await expect
    .poll(() => queryDatabase('SELECT id FROM outbox_messages WHERE "to" = ?', email).length)
    .toBe(0);
  // The mails written to them before went with the erasure, and none came after.
  const mailsToThem = (await readEmails()).filter((mail) =>
    mail.to?.some((to) => to.address === email),
  );
  expect(mailsToThem).toEqual([]);
});

test("an erased customer's quote and project links answer 410 with a plain page that names nobody, and only the accepted quote is kept @server", async ({
  page,
  visit,
  axe,
}) => {
  test.setTimeout(180_000);
  const name = uniqueName("Ingrid Solbakken");
  const email = `ingrid.${Math.random().toString(36).slice(2, 10)}@kunde.example`;
  await visit("/kontakt");
  const contact = page.locator("#kontaktskjema");
  await contact.getByLabel("Navn").fill(name);
  await contact.getByLabel("E-post").fill(email);
  await contact.getByLabel("Telefon").fill("+47 913 00 000");
  await contact.getByLabel("Din forespørsel").fill("Vi trenger bilder av en ny enebolig.");
  await contact.getByRole("button", { name: "Send forespørsel" }).click();
  await expect(page).toHaveURL("/takk");
  const [enquiry] = queryDatabase<{ id: string }>(
    "SELECT id FROM contact_requests WHERE email = ?",
    email,
  );

  // A quote she accepts by her typed name, and the project made from the enquiry.
  await openAdmin(page);
  await visit(`/admin/tilbud/ny?henvendelse=${enquiry!.id}`);
  await page.getByLabel("Beskrivelse").fill("Utvendige bilder");
  await page.getByLabel("Antall").fill("2");
  await page.getByLabel("Pris per stk. eks. mva (kr)").fill("5 000");
  await page.getByRole("button", { name: "Send tilbud" }).click();
  await page.getByRole("button", { name: "Bekreft og send" }).click();
  await expect(page).toHaveURL(`/admin/henvendelser/${enquiry!.id}`);
  const mail = await waitForEmail(
    `Hei ${name}`,
    (sent) => sent.subject?.startsWith("Tilbud") ?? false,
  );
  const quotePath = new URL(mail.text?.match(/https?:\/\/\S+\/tilbud\/[\w-]{32}/)?.[0] ?? "")
    .pathname;
  await visit(quotePath);
  await page.getByLabel("Ditt navn").fill(name);
  await page.getByRole("button", { name: "Aksepter tilbudet" }).click();
  await expect(page.getByRole("button", { name: "Aksepter tilbudet" })).toHaveCount(0);
  await visit(`/admin/henvendelser/${enquiry!.id}`);
  await page.getByRole("button", { name: "Opprett kundeprosjekt" }).click();
  await expect(page).toHaveURL(/\/admin\/kundeprosjekter\/[\w-]{32}$/);
  const projectPath = new URL(page.url()).pathname.replace("/admin/kundeprosjekter/", "/prosjekt/");
  await expect(page.getByRole("heading", { level: 1 })).not.toContainText(name);
  // Before the erasure her links open, as they should.
  expect((await page.goto(projectPath))?.status()).toBe(200);

  await visit("/admin/personvern");
  await find(page, email);
  await page.getByLabel("Skriv e-postadressen for å bekrefte").fill(email);
  await page.getByRole("button", { name: "Slett for godt" }).click();
  await expect(
    page.getByText("Dette beholdes med bare det regnskapet krever: 1 godtatt tilbud."),
  ).toBeVisible();

  for (const path of [quotePath, projectPath]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(410);
    await expect(page.getByRole("heading", { level: 1, name: "Siden er slettet" })).toBeVisible();
    expect(await page.content()).not.toContain(name.split(" ")[0]);
    expect(await axe()).toEqual([]);
    // The document as served; the prefetch links the client adds later are not the page's.
    expect(await htmlErrors((await response?.text()) ?? "")).toEqual([]);
  }
  const named = queryDatabase<{ customer_name: string; accepted_by: string }>(
    "SELECT customer_name, accepted_by FROM quotes WHERE customer_name = ? OR accepted_by = ?",
    name,
    name,
  );
  expect(named).toEqual([{ customer_name: name, accepted_by: name }]);
});
