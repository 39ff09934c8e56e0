import { readFile } from "node:fs/promises";
import { buffer } from "node:stream/consumers";
import type { Page } from "@playwright/test";
import yauzl from "yauzl";
import { pdfFile } from "./support/files";
import { htmlErrors } from "./support/html";
import { confirmSignup, signUp } from "./support/newsletter";
import { queryDatabase, readEmails, storedFiles } from "./support/site-data";
import { openAdmin } from "./support/staff";
import { expect, test } from "./support/test";

/** The names of a ZIP's entries and the bytes of each. */
async function unzip(zip: Buffer) {
  const archive = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(zip, { lazyEntries: true }, (error, file) =>
      error ? reject(error) : resolve(file),
    ),
  );
  const entries = new Map<string, Buffer>();
  await new Promise<void>((resolve, reject) => {
    archive.on("entry", (entry: yauzl.Entry) =>
      archive.openReadStream(entry, (error, stream) => {
        if (error) return reject(error);
        buffer(stream).then((bytes) => {
          entries.set(entry.fileName, bytes);
          archive.readEntry();
        }, reject);
      }),
    );
    archive.on("end", resolve);
    archive.on("error", reject);
    archive.readEntry();
  });
  return entries;
}

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
  const mailsToThem = (await readEmails()).filter((mail) =>
    mail.to?.some((to) => to.address === email),
  );
  expect(mailsToThem.map((mail) => mail.subject?.split(" ")[0]).sort()).toEqual([
    "Bekreft",
    "Velkommen",
    "Vi",
  ]);
});
