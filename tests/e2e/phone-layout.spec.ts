import type { Page } from "@playwright/test";
import { uniqueName } from "./support/files";
import { signUp } from "./support/newsletter";
import { openAdmin } from "./support/staff";
import { expect, test } from "./support/test";

/** A common phone's CSS width; staff check enquiries and customers send briefs from one. */
test.use({ viewport: { width: 390, height: 844 } });

async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, "the page scrolls sideways").toBeLessThanOrEqual(clientWidth);
}

/** One row in each admin list, with long unbroken values: the widest a row gets. */
async function fillAdminLists(page: Page, visit: (url: string) => Promise<void>) {
  const name = uniqueName("Telefonsjekk");
  const email = `${name.replace(" ", ".").toLowerCase()}-med-en-lang-adresse@eiendomsmegler.example`;

  await visit("/kontakt");
  const contact = page.locator("#kontaktskjema");
  await contact.getByLabel("Navn").fill(name);
  await contact.getByLabel("E-post").fill(email);
  await contact.getByLabel("Telefon").fill("+47 912 34 567");
  await contact.getByLabel("Din forespørsel").fill("Vi trenger illustrasjoner av et rekkehus.");
  await contact.getByRole("button", { name: "Send forespørsel" }).click();
  await expect(page).toHaveURL("/takk");

  await visit("/");
  await signUp(page, email, "Eiendomsmegler");
  await expect(page.getByText("Velkommen til vårt nyhetsbrev!")).toBeVisible();

  await visit("/kundeskjema");
  const brief = page.locator("#kundeskjema");
  await brief.getByLabel("Navn", { exact: true }).fill(name);
  await brief.getByLabel("E-post").fill(email);
  await brief.getByLabel("Telefon").fill("+47 913 00 000");
  await brief.getByLabel("Firma").fill("Fjordbyen Eiendomsutvikling og Byggeprosjekter AS");
  await brief.getByLabel("Prosjektnavn").fill(`${name} Sjøfrontkvartalet`);
  await brief.getByLabel("Adresse eller sted").fill("Strandveien 12, Tønsberg");
  await brief.getByLabel("Prosjekttype").selectOption("leiligheter");
  await brief.getByLabel("3D Illustrasjoner").check();
  await brief.getByLabel("Beskrivelse").fill("Seks utvendige bilder til salgsstart.");
  await brief.getByRole("button", { name: "Send kundeskjema" }).click();
  await expect(page).toHaveURL(/\/prosjekt\/[\w-]{32}$/);
}

test("the admin lists fit a phone without the page scrolling sideways", async ({ page, visit }) => {
  await fillAdminLists(page, visit);
  await openAdmin(page);
  for (const [path, heading] of [
    ["/admin/henvendelser", "Henvendelser"],
    ["/admin/kundeprosjekter", "Kundeprosjekter"],
    ["/admin/nyhetsbrev", "Nyhetsbrev"],
  ] as const) {
    await visit(path);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole("table")).toBeVisible();
    await expectNoSidewaysScroll(page);
  }
});

test("the brief form fits a phone, its services one under another", async ({ page, visit }) => {
  await visit("/kundeskjema");
  const services = page.locator("#kundeskjema").getByRole("checkbox");
  await expect(services.first()).toBeVisible();
  const lefts = await services.evaluateAll((boxes) =>
    boxes.map((box) => Math.round(box.getBoundingClientRect().left)),
  );
  expect(new Set(lefts).size, "the services stand in one column").toBe(1);
  await expectNoSidewaysScroll(page);
});
