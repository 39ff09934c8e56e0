import { pdfFile, uniqueName } from "./support/files";
import { queryDatabase, waitForEmail } from "./support/site-data";
import { openAdmin } from "./support/staff";
import { expect, test } from "./support/test";

test("a quote is sent from the enquiry, accepted by typed name, and one press makes the project with the enquiry's attachment", async ({
  page,
  visit,
  axe,
}) => {
  const name = uniqueName("Kari Tilbud");
  await visit("/kontakt");
  const contact = page.locator("#kontaktskjema");
  await contact.getByLabel("Navn").fill(name);
  await contact.getByLabel("E-post").fill("kari.tilbud@megler.example");
  await contact.getByLabel("Telefon").fill("+47 912 34 567");
  await contact.getByLabel("Din forespørsel").fill("Vi trenger utvendige bilder av fire rekkehus.");
  await contact.getByLabel("Vedlegg").setInputFiles([pdfFile("situasjonsplan.pdf")]);
  await contact.getByRole("button", { name: "Send forespørsel" }).click();
  await expect(page).toHaveURL("/takk");
  const [enquiry] = queryDatabase<{ id: string }>(
    "SELECT id FROM contact_requests WHERE name = ?",
    name,
  );

  await openAdmin(page);
  await visit(`/admin/henvendelser/${enquiry!.id}`);
  await page.getByRole("link", { name: "Skriv tilbud" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Nytt tilbud" })).toBeVisible();
  await page.getByLabel("Beskrivelse").fill("Utvendige bilder");
  await page.getByLabel("Antall").fill("3");
  await page.getByLabel("Pris per stk. eks. mva (kr)").fill("6 500");
  await page.getByRole("button", { name: "Legg til linje" }).click();
  await page.getByLabel("Beskrivelse").nth(1).fill("Animasjon, 30 sekunder");
  await page.getByLabel("Pris per stk. eks. mva (kr)").nth(1).fill("24 990,50");
  expect(await axe()).toEqual([]);
  await page.getByRole("button", { name: "Send tilbud" }).click();
  await page.getByRole("button", { name: "Bekreft og send" }).click();
  await expect(page).toHaveURL(`/admin/henvendelser/${enquiry!.id}`);
  await expect(page.getByRole("heading", { name: "Fase: Tilbud sendt" })).toBeVisible();

  const mail = await waitForEmail(
    `Hei ${name}`,
    (email) => email.subject === "Tilbud fra Digitale Poteter",
  );
  const link = mail.text?.match(/https?:\/\/\S+\/tilbud\/[\w-]{32}/)?.[0];
  expect(link).toBeTruthy();
  await visit(new URL(link!).pathname);
  await expect(page.getByRole("cell", { name: "Animasjon, 30 sekunder" })).toBeVisible();
  await expect(page.getByRole("row", { name: /Mva 25 %/ })).toContainText("11\u00a0122,63");
  await expect(page.getByRole("row", { name: /Totalt inkl\. mva/ })).toContainText(
    "55\u00a0613,13",
  );
  expect(await axe()).toEqual([]);
  await page.getByLabel("Ditt navn").fill(name);
  await page.getByRole("button", { name: "Aksepter tilbudet" }).click();
  await expect(page.getByRole("status").filter({ hasText: `akseptert av ${name}` })).toBeVisible();
  await expect(page.getByRole("button", { name: "Aksepter tilbudet" })).toHaveCount(0);

  await visit(`/admin/henvendelser/${enquiry!.id}`);
  await expect(page.getByRole("heading", { name: "Fase: Vunnet" })).toBeVisible();
  await expect(page.getByText("Kunden har akseptert tilbudet.")).toBeVisible();
  await page.getByRole("button", { name: "Opprett kundeprosjekt" }).click();
  await expect(page).toHaveURL(/\/admin\/kundeprosjekter\/[\w-]{32}$/);
  // Named after the enquiry, not the person, whose name an erasure must not leave behind.
  await expect(
    page.getByRole("heading", { level: 1, name: /^Prosjekt fra henvendelse \d{2}\.\d{2}\.\d{4}$/ }),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: /situasjonsplan\.pdf/ })).toBeVisible();
  const projects = queryDatabase<{ id: string }>(
    "SELECT id FROM customer_projects WHERE enquiry_id = ?",
    enquiry!.id,
  );
  expect(projects).toHaveLength(1);
  await waitForEmail(`/prosjekt/${projects[0]!.id}`);
});
