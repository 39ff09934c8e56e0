import type { Page } from "@playwright/test";
import { uniqueName } from "./support/files";
import { signUp } from "./support/newsletter";
import { publicPages } from "./support/routes";
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
  await brief.getByLabel("Navn (må fylles ut)", { exact: true }).fill(name);
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

/** Every admin page the menu lists; on a phone the menu is folded behind its button. */
async function adminMenuPaths(page: Page) {
  const menu = page.getByRole("navigation", { name: "Administrasjon" });
  await menu.locator("summary").click();
  return menu
    .getByRole("link")
    .evaluateAll((links) =>
      links.map((link) => new URL((link as HTMLAnchorElement).href).pathname),
    );
}

test("on a phone the admin menu folds behind its button, which opens it with or without JavaScript", async ({
  page,
  visit,
}) => {
  await openAdmin(page);
  await visit("/admin");
  const menu = page.getByRole("navigation", { name: "Administrasjon" });
  const enquiries = menu.getByRole("link", { name: "Henvendelser" });
  await expect(enquiries).toBeHidden();
  const button = menu.locator("summary");
  const { top, bottom } = await button.evaluate((element) => element.getBoundingClientRect());
  expect(bottom - top, "the folded menu is one row").toBeLessThan(60);

  await button.click();
  await enquiries.click();
  await expect(page).toHaveURL(/\/admin\/henvendelser$/);
  await expect(page.getByRole("heading", { level: 1, name: "Henvendelser" })).toBeVisible();
  // The page opened is shown with the menu closed, as after a page load without JavaScript.
  await expect(enquiries).toBeHidden();

  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(button).toBeHidden();
  await expect(enquiries).toBeVisible();
});

test("the brief form fits a phone, its services one under another @same-without-js", async ({
  page,
  visit,
}) => {
  await visit("/kundeskjema");
  const services = page.locator("#kundeskjema").getByRole("checkbox");
  await expect(services.first()).toBeVisible();
  const lefts = await services.evaluateAll((boxes) =>
    boxes.map((box) => Math.round(box.getBoundingClientRect().left)),
  );
  expect(new Set(lefts).size, "the services stand in one column").toBe(1);
  await expectNoSidewaysScroll(page);
});

test("on a phone each flat in the konfigurator's table shows its number, price and status without scrolling sideways @same-without-js", async ({
  page,
  visit,
  axe,
  axeWithoutScripts,
}) => {
  await visit("/tjenester/konfigurator");
  const table = page.getByRole("table", { name: "Alle leilighetene i bygget" });
  const rows = table.getByRole("row").filter({ has: page.getByRole("rowheader") });
  expect(await rows.count()).toBeGreaterThan(0);
  for (const row of await rows.all()) {
    const cells = row.getByRole("cell");
    // Leilighet is the row's header; Status is the last cell.
    await expect(cells.last()).toHaveText(/^Status(Ledig|Reservert|Solgt)$/);
    await expect(cells.nth(3)).toHaveText(/^Pris[\d\s\u00a0]+ kr$/);
  }
  expect(await notWhollyOnScreen(table.locator("tbody th, tbody td"))).toEqual([]);
  await expectNoSidewaysScroll(page);
  expect(await axe()).toEqual([]);
  expect(await axeWithoutScripts()).toEqual([]);
});

/** The cells that reach past the screen's sides or cut their own text off. */
function notWhollyOnScreen(cells: import("@playwright/test").Locator) {
  return cells.evaluateAll((elements) =>
    elements
      .filter((cell) => {
        const box = cell.getBoundingClientRect();
        return (
          box.left < 0 ||
          box.right > document.documentElement.clientWidth ||
          cell.scrollWidth > cell.clientWidth + 1
        );
      })
      .map((cell) => cell.textContent),
  );
}

/**
 * Each table on the page, as it fares on the screen: it fits (wholly on screen, in no box that
 * scrolls), or it scrolls inside a box that says so; anything else is a problem.
 */
function tableProblems(page: Page) {
  return page.locator("table").evaluateAll((tables) =>
    tables.flatMap((table, index) => {
      const name = `${location.pathname} tabell ${index + 1}`;
      let box = table.parentElement;
      while (box && !/auto|scroll/.test(getComputedStyle(box).overflowX)) box = box.parentElement;
      const onScreen = table.getBoundingClientRect().right <= document.documentElement.clientWidth;
      if (!box || box.scrollWidth <= box.clientWidth) {
        return onScreen ? [] : [`${name} går ut over skjermen`];
      }
      const problems = [
        box.getAttribute("role") === "region" ? null : "boksen er ingen region",
        box.getAttribute("tabindex") === "0" ? null : "boksen kan ikke nås med tastaturet",
        box.getAttribute("aria-label") || box.getAttribute("aria-labelledby")
          ? null
          : "boksen har ikke navn",
        getComputedStyle(box).backgroundImage.includes("gradient")
          ? null
          : "boksen viser ikke at den kan rulles",
      ];
      return problems.filter(Boolean).map((problem) => `${name}: ${problem}`);
    }),
  );
}

/** Each box a table scrolls in moves with the arrow keys, as a keyboard user would scroll it. */
async function expectScrollBoxesMoveWithKeys(page: Page) {
  for (const box of await page
    .getByRole("region")
    .filter({ has: page.locator("table") })
    .all()) {
    const scrolls = await box.evaluate((element) => element.scrollWidth > element.clientWidth);
    if (!scrolls) continue;
    await expect(box).toHaveAccessibleName(/\S/);
    await box.focus();
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => box.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  }
}

test(
  "every table on the site and in admin fits a phone or scrolls in a named box the keyboard reaches",
  // Tables are laid out by the stylesheet alone: one mode shows it for both.
  { tag: "@no-js-only" },
  async ({ page, visit }) => {
    test.setTimeout(180_000);
    await fillAdminLists(page, visit);
    const paths: string[] = publicPages.map(({ path }) => path);
    await openAdmin(page);
    paths.push(...(await adminMenuPaths(page)), "/admin/nyhetsbrev/send");
    await visit("/admin/henvendelser");
    paths.push(
      new URL(
        await page
          .getByRole("table")
          .getByRole("link")
          .first()
          .evaluate((a) => (a as HTMLAnchorElement).href),
      ).pathname,
    );
    const seen = new Set<string>();
    for (const path of new Set(paths)) {
      await visit(path);
      if ((await page.locator("table").count()) > 0) seen.add(path);
      expect(await tableProblems(page)).toEqual([]);
      await expectScrollBoxesMoveWithKeys(page);
      await expectNoSidewaysScroll(page);
    }
    expect([...seen]).toEqual(
      expect.arrayContaining([
        "/tjenester/konfigurator",
        "/ifc-eksport",
        "/admin/henvendelser",
        "/admin/nyhetsbrev",
        "/admin/kundeprosjekter",
        "/admin/prosjekter",
        "/admin/okter",
      ]),
    );
  },
);
