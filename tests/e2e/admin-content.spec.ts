import type { Browser, Locator, Page } from "@playwright/test";
import { fakePng, portraitPng } from "./support/files";
import { htmlErrorsOf } from "./support/html";
import { openAdmin } from "./support/staff";
import { expect, test, waitForHydration } from "./support/test";

// Each step builds on what the one before published.
test.describe.configure({ mode: "serial" });

test.beforeEach(async ({ page }) => {
  await openAdmin(page);
});

/** A visitor's page in a browser of its own: no staff session, so no drafts. */
async function asVisitor(browser: Browser, baseURL: string | undefined, path: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto(path);
  return { page, close: () => context.close() };
}

const footerPhone = (page: Page) =>
  page.getByRole("contentinfo").getByRole("link", { name: /^\d[\d ]+$/ });

const editorFor = async (page: Page, title: string) => {
  await page.goto("/admin/innhold");
  await page.getByRole("link", { name: title }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  // A list button clicked while the page is still hydrating was once lost in the JS run.
  if (test.info().project.use.javaScriptEnabled !== false) await waitForHydration(page);
};

/** From a document's editor to its history, comparing the version before the newest with it. */
async function compareWithPrevious(page: Page) {
  await page.getByRole("link", { name: "Historikk" }).click();
  await page
    .getByRole("link", { name: /^Sammenlign versjon/ })
    .first()
    .click();
}

/** Publishes the version on the comparison page again, as staff undo. */
async function restoreComparedVersion(page: Page) {
  await page.getByRole("button", { name: "Gjenopprett denne versjonen" }).click();
  await expect(page.getByText(/^Versjon \d+ er gjenopprettet$/)).toBeVisible();
}

test("the company phone: draft, preview, publish everywhere, then restore", async ({
  page,
  browser,
  baseURL,
  axe,
}) => {
  const visitor = await asVisitor(browser, baseURL, "/kontakt");
  const before = (await footerPhone(visitor.page).textContent())!.trim();
  const digits = String(Date.now()).slice(-5);
  const phone = `9${digits.slice(0, 2)} ${digits.slice(2)} 00`;

  await editorFor(page, "Firmaopplysninger");
  expect(await axe()).toEqual([]);
  await page.getByLabel("Telefon").fill(phone);
  await page.getByRole("button", { name: "Lagre utkast" }).click();
  await expect(page.getByText("Utkastet er lagret")).toBeVisible();

  await visitor.page.reload();
  await expect(footerPhone(visitor.page)).toHaveText(before);

  await page.getByRole("button", { name: "Forhåndsvis" }).click();
  await expect(page).toHaveURL(/\/kontakt\?forhandsvisning=1$/);
  await expect(page.getByText("Forhåndsvisning: du ser utkast")).toBeVisible();
  await expect(footerPhone(page)).toHaveText(phone);
  await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute("content", /noindex/);

  await page.goBack();
  await page.getByRole("button", { name: "Publiser" }).click();
  await expect(page.getByText("Endringene er synlige for alle besøkende nå.")).toBeVisible();

  await visitor.page.reload();
  await expect(footerPhone(visitor.page)).toHaveText(phone);
  await expect(footerPhone(visitor.page)).toHaveAttribute(
    "href",
    `tel:+47${phone.replace(/ /g, "")}`,
  );
  await expect(visitor.page.getByRole("main").getByText(phone)).toBeVisible();
  await expect(visitor.page.locator('meta[name="description"]')).toHaveAttribute(
    "content",
    new RegExp(`^Ring ${phone}, `),
  );
  await visitor.page.goto("/takk");
  await expect(visitor.page.getByText(`Haster det? Ring oss på ${phone}.`)).toBeVisible();
  await visitor.page.goto("/");
  const jsonLd = await visitor.page.locator('script[type="application/ld+json"]').textContent();
  expect(jsonLd).toContain(`"telephone":"+47 ${phone}"`);

  await compareWithPrevious(page);
  const row = page.getByRole("row", { name: /^Telefon/ });
  await expect(row).toContainText(before);
  await expect(row).toContainText(phone);
  expect(await axe()).toEqual([]);
  await restoreComparedVersion(page);

  await visitor.page.goto("/kontakt");
  await expect(footerPhone(visitor.page)).toHaveText(before);
  await visitor.close();
});

test("the FAQ: add a question, swap two, publish", async ({ page, browser, baseURL }) => {
  const question = `Kan dere levere på nynorsk? ${Date.now()}`;
  await editorFor(page, "Ofte stilte spørsmål");
  const list = page.getByRole("group", { name: "Spørsmål og svar" });
  const count = await list.getByRole("listitem").count();

  await page.getByRole("button", { name: "Legg til spørsmål" }).click();
  const added = page.getByRole("group", { name: `Spørsmål ${count + 1}`, exact: true });
  await added.getByLabel("Spørsmål").fill(question);
  await added.getByLabel("Svar").fill("Ja, og på engelsk.");
  await page.getByRole("button", { name: `Flytt spørsmål ${count + 1} opp` }).click();
  await expect(
    page.getByRole("group", { name: `Spørsmål ${count}`, exact: true }).getByLabel("Spørsmål"),
  ).toHaveValue(question);
  const first = await page
    .getByRole("group", { name: "Spørsmål 1", exact: true })
    .getByLabel("Spørsmål")
    .inputValue();
  const second = await page
    .getByRole("group", { name: "Spørsmål 2", exact: true })
    .getByLabel("Spørsmål")
    .inputValue();
  await page.getByRole("button", { name: "Flytt spørsmål 2 opp" }).click();
  await page.getByRole("button", { name: "Publiser" }).click();
  await expect(page.getByText("Endringene er synlige for alle besøkende nå.")).toBeVisible();

  const visitor = await asVisitor(browser, baseURL, "/visualisering");
  const questions = await visitor.page.getByRole("main").locator("summary").allTextContents();
  expect(questions.map((text) => text.trim()).slice(0, 2)).toEqual([second, first]);
  expect(questions.map((text) => text.trim()).at(-2)).toBe(question);
  await visitor.close();
});

const propertyPage = "Tjenesteside: 3D-visualisering for eiendom";

/** A colleague's tab on the same editor: opened, one or more fields filled, saved, closed. */
async function saveInOtherTab(page: Page, fields: [label: string, value: string][]) {
  const other = await page.context().newPage();
  await other.goto(page.url());
  // The colleague saves with the page's own code when it has it.
  if (test.info().project.use.javaScriptEnabled !== false) await waitForHydration(other);
  for (const [label, value] of fields) await other.getByLabel(label, { exact: true }).fill(value);
  await other.getByRole("button", { name: "Lagre utkast" }).click();
  // The tab's first toast: sonner's code loads only now, which on a busy machine took over 7 s.
  await expect(other.getByText("Utkastet er lagret")).toBeVisible({ timeout: 30_000 });
  await other.close();
}

test("two tabs editing different fields of a page both keep their change", async ({ page }) => {
  // Two tabs on the longest form, each hydrating: a minute was not always enough on a busy machine.
  test.setTimeout(120_000);
  await editorFor(page, propertyPage);
  const title = `Boligbilder som selger ${Date.now()}`;
  await saveInOtherTab(page, [["Tittel i søkeresultater", title]]);

  const lead = `Vi viser boligen før den er bygget. ${Date.now()}`;
  await page.getByLabel("Ingress").fill(lead);
  await page.getByRole("button", { name: "Lagre utkast" }).click();
  await expect(page.getByText(/endringene deres i andre felt er tatt med/)).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Ingress")).toHaveValue(lead);
  await expect(page.getByLabel("Tittel i søkeresultater")).toHaveValue(title);
});

test("two tabs editing the same field: the conflict is shown where the person is, and the other field is kept", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await editorFor(page, propertyPage);
  const stamp = String(Date.now()).slice(-5);
  const title = `Boligbilder til salgsstart ${stamp}`;
  const theirs = `Ring oss ${stamp}`;
  await saveInOtherTab(page, [
    ["Tittel i søkeresultater", title],
    ["Knappetekst", theirs],
  ]);

  // The call to action is at the foot of a long form: that is where this editor is.
  const button = page.getByLabel("Knappetekst");
  const mine = `Be om et tilbud ${stamp}`;
  await button.fill(mine);
  await page.getByRole("button", { name: "Lagre utkast" }).click();
  // With JavaScript this is the tab's first toast too, waiting for sonner's code.
  await expect(page.getByText(/endret det samme feltet samtidig/).first()).toBeVisible({
    timeout: 30_000,
  });
  await expect(button).toBeFocused();
  await expect(button).toBeInViewport();
  await expect(button).toHaveValue(mine);
  await expect(button).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Tittel i søkeresultater")).toHaveValue(title);

  // The colleague's text can be taken with one press; this editor types theirs back instead.
  await page.getByRole("button", { name: /^Bruk teksten til / }).click();
  await expect(button).toHaveValue(theirs);
  await button.fill(mine);
  await page.getByRole("button", { name: "Lagre utkast" }).click();
  await expect(page.getByText("Utkastet er lagret").first()).toBeVisible();
  await page.reload();
  await expect(button).toHaveValue(mine);
  await expect(page.getByLabel("Tittel i søkeresultater")).toHaveValue(title);
});

test("a link away from unsaved changes asks first, and staying keeps the text @js-only", async ({
  page,
}) => {
  await editorFor(page, "Ofte stilte spørsmål");
  const editor = page.url();
  await waitForHydration(page);
  const questions: string[] = [];
  let answer: "stay" | "leave" = "stay";
  page.on("dialog", (dialog) => {
    questions.push(dialog.message());
    void (answer === "stay" ? dialog.dismiss() : dialog.accept());
  });
  const overview = page.getByRole("navigation").getByRole("link", { name: /^Innboks/ });

  const typed = `Ikke lagret ennå ${Date.now()}`;
  await page.getByLabel("Ingress").fill(typed);
  await overview.click();
  await expect
    .poll(() => questions)
    .toEqual(["Du har endringer som ikke er lagret. Vil du forlate siden?"]);
  expect(page.url()).toBe(editor);
  await expect(page.getByLabel("Ingress")).toHaveValue(typed);

  answer = "leave";
  await overview.click();
  await expect(page).toHaveURL(/\/admin$/);
  // With the editor gone from the page, leaving the tab (the next page.goto) asks nothing.
  await expect(page.getByLabel("Ingress")).toHaveCount(0);
  expect(questions).toHaveLength(2);

  // Nothing changed: nothing to ask.
  await editorFor(page, "Ofte stilte spørsmål");
  await waitForHydration(page);
  await overview.click();
  await expect(page).toHaveURL(/\/admin$/);
  expect(questions).toHaveLength(2);
});

test("a question dragged by its grip takes the place it is dropped on @js-only", async ({
  page,
}) => {
  // Tall enough to hold the three questions: a drag does not scroll the page as it goes.
  await page.setViewportSize({ width: 1280, height: 2000 });
  await editorFor(page, "Ofte stilte spørsmål");
  await waitForHydration(page);
  const items = page.getByRole("group", { name: "Spørsmål og svar" }).getByRole("listitem");
  const question = (index: number) =>
    items.nth(index).getByRole("textbox", { name: "Spørsmål", exact: true });
  const [first, third] = [await question(0).inputValue(), await question(2).inputValue()];

  await items.nth(2).locator("[data-drag-handle]").dragTo(items.nth(0));
  await expect(question(0)).toHaveValue(third);
  await expect(question(1)).toHaveValue(first);
});

test("the terms: a heading and a link written in Markdown, published", async ({ page, axe }) => {
  const stamp = Date.now();
  const heading = `Endringer i avtalen ${stamp}`;
  const link = `kontaktsiden ${stamp}`;
  await editorFor(page, "Leveringsbetingelser");
  const body = page.getByLabel("Tekst", { exact: true });
  const before = await body.inputValue();
  await body.fill(`## ${heading}\n\nSpørsmål? Se [${link}](/kontakt).\n\n${before}`);
  await page.getByRole("button", { name: "Publiser" }).click();
  await expect(page.getByText("Endringene er synlige for alle besøkende nå.")).toBeVisible();

  await page.goto("/betingelser");
  await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
  expect(await axe()).toEqual([]);
  await page.getByRole("main").getByRole("link", { name: link }).click();
  await expect(page).toHaveURL(/\/kontakt$/);
});

test("a service page's lead and search description: unseen until published", async ({
  page,
  browser,
  baseURL,
  axe,
}) => {
  const stamp = Date.now();
  const lead = `Vi filmer tomten, nabolaget og utsikten fra luften, klart til salgsstart. ${stamp}`;
  const description = `Dronefoto og dronefilm av tomt og utsikt, levert til salgsstart. ${stamp}`;
  const point = `Bilder fra ønsket høyde ${stamp}`;
  const visitor = await asVisitor(browser, baseURL, "/tjenester/drone");
  const metaDescription = (on: Page) => on.locator('meta[name="description"]');
  const leadBefore = (await visitor.page.getByRole("main").locator("h1 + p").textContent())!;
  const descriptionBefore = (await metaDescription(visitor.page).getAttribute("content"))!;

  await editorFor(page, "Tjenesteside: Dronetjenester");
  expect(await axe()).toEqual([]);
  await page.getByLabel("Ingress").fill(lead);
  await page.getByLabel("Beskrivelse i søkeresultater").fill(description);
  // A list inside a section gets an item by a button that posts, as every list does.
  const points = page.getByRole("group", { name: "Punkter" });
  const count = await points.getByRole("listitem").count();
  await page.getByRole("button", { name: "Legg til punkt" }).click();
  await points.getByRole("textbox", { name: `Punkt ${count + 1}` }).fill(point);
  await page.getByRole("button", { name: "Lagre utkast" }).click();
  await expect(page.getByText("Utkastet er lagret")).toBeVisible();

  await visitor.page.reload();
  await expect(visitor.page.getByRole("main").locator("h1 + p")).toHaveText(leadBefore);
  await expect(metaDescription(visitor.page)).toHaveAttribute("content", descriptionBefore);

  await page.getByRole("button", { name: "Forhåndsvis" }).click();
  await expect(page).toHaveURL(/\/tjenester\/drone\?forhandsvisning=1$/);
  await expect(page.getByRole("main").locator("h1 + p")).toHaveText(lead);
  await expect(metaDescription(page)).toHaveAttribute("content", description);

  await page.goBack();
  await page.getByRole("button", { name: "Publiser" }).click();
  await expect(page.getByText("Endringene er synlige for alle besøkende nå.")).toBeVisible();

  await visitor.page.reload();
  const main = visitor.page.getByRole("main");
  await expect(main.locator("h1 + p")).toHaveText(lead);
  await expect(main.getByRole("listitem").filter({ hasText: point })).toBeVisible();
  await expect(metaDescription(visitor.page)).toHaveAttribute("content", description);
  await expect(visitor.page.locator('meta[property="og:description"]')).toHaveAttribute(
    "content",
    description,
  );
  await visitor.close();
});

/** A service's card on / or /tjenester, found by its title's link. */
const serviceCard = (page: Page, title: string) =>
  page
    .getByRole("main")
    .getByRole("article")
    .filter({ has: page.getByRole("link", { name: title, exact: true }) });

test("a service card's text: unseen until published, then on / and /tjenester, then restored", async ({
  page,
  browser,
  baseURL,
  axe,
}) => {
  const text = `Bygget satt inn i et foto av tomten – «før og etter» på én side. ${Date.now()}`;
  const visitor = await asVisitor(browser, baseURL, "/tjenester");
  const card = serviceCard(visitor.page, "Fotomontasje");
  const before = (await card.locator("p").first().textContent())!;

  await editorFor(page, "Tjenesteside: Fotomontasje");
  expect(await axe()).toEqual([]);
  const cardGroup = page.getByRole("group", { name: "Kort på forsiden og /tjenester" });
  await expect(cardGroup.getByLabel("Tittel på kortet")).toHaveValue("Fotomontasje");
  await cardGroup.getByLabel("Tekst på kortet").fill("x".repeat(161));
  await page.getByRole("button", { name: "Lagre utkast" }).click();
  await expect(page.getByText("Tekst på kortet kan være høyst 160 tegn.")).toBeVisible();
  await cardGroup.getByLabel("Tekst på kortet").fill(text);
  await page.getByRole("button", { name: "Lagre utkast" }).click();
  await expect(page.getByText("Utkastet er lagret")).toBeVisible();

  await visitor.page.reload();
  await expect(card).toContainText(before);
  await expect(card).not.toContainText(text);
  await page.goto("/tjenester?forhandsvisning=1");
  await expect(serviceCard(page, "Fotomontasje")).toContainText(text);

  await editorFor(page, "Tjenesteside: Fotomontasje");
  await page.getByRole("button", { name: "Publiser" }).click();
  await expect(page.getByText("Endringene er synlige for alle besøkende nå.")).toBeVisible();

  await visitor.page.reload();
  await expect(card).toContainText(text);
  const structuredData = await visitor.page
    .locator('script[type="application/ld+json"]')
    .allTextContents();
  expect(structuredData.join("")).toContain(JSON.stringify(text));
  await visitor.page.goto("/");
  await expect(serviceCard(visitor.page, "Fotomontasje")).toContainText(text);

  await compareWithPrevious(page);
  const row = page.getByRole("row", { name: /^Kort på forsiden og \/tjenester – Tekst på kortet/ });
  await expect(row).toContainText(before);
  await expect(row).toContainText(text);
  await restoreComparedVersion(page);

  await visitor.page.goto("/tjenester");
  await expect(card).toContainText(before);
  await expect(card).not.toContainText(text);
  await visitor.close();
});

test("the home page: a hero title too long is refused; a new one and a testimonial are previewed, then published", async ({
  page,
  browser,
  baseURL,
  axe,
}) => {
  await editorFor(page, "Forsiden");
  expect(await axe()).toEqual([]);
  const heroTitle = page.getByRole("group", { name: "Toppseksjon" }).getByLabel("Overskrift");
  const quote = page.getByRole("group", { name: "Omtale 1", exact: true }).getByLabel("Sitat");
  const before = { title: await heroTitle.inputValue(), quote: await quote.inputValue() };

  await heroTitle.fill("Ø".repeat(81));
  await page.getByRole("button", { name: "Lagre utkast" }).click();
  await expect(page.getByText("Overskrift kan være høyst 80 tegn.")).toBeVisible();

  const title = `Boliger du ser før de er bygget ${Date.now()}`;
  const newQuote = `Kjøperne forsto alt på første visning – takk! ${Date.now()}`;
  await heroTitle.fill(title);
  await quote.fill(newQuote);
  await page.getByRole("button", { name: "Forhåndsvis" }).click();
  await expect(page).toHaveURL(/\/\?forhandsvisning=1$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(page.locator("section#testimonials")).toContainText(newQuote);

  const visitor = await asVisitor(browser, baseURL, "/");
  await expect(visitor.page.getByRole("heading", { level: 1 })).toHaveText(before.title);

  await editorFor(page, "Forsiden");
  await expect(heroTitle).toHaveValue(title);
  await page.getByRole("button", { name: "Publiser" }).click();
  await expect(page.getByText("Endringene er synlige for alle besøkende nå.")).toBeVisible();
  await visitor.page.reload();
  await expect(visitor.page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(visitor.page.locator("section#testimonials")).toContainText(newQuote);

  // The other specs on this site expect the home page's own words.
  await heroTitle.fill(before.title);
  await quote.fill(before.quote);
  await page.getByRole("button", { name: "Publiser" }).click();
  await expect(page.getByText("Endringene er synlige for alle besøkende nå.")).toBeVisible();
  await visitor.page.reload();
  await expect(visitor.page.getByRole("heading", { level: 1 })).toHaveText(before.title);
  await visitor.close();
});

const heroTitleOf = (page: Page) =>
  page.getByRole("group", { name: "Toppseksjon" }).getByLabel("Overskrift");

test("the home page's long form keeps its bar in sight: where the document stands, and one set of buttons that send it", async ({
  page,
  javaScriptEnabled,
}) => {
  await editorFor(page, "Forsiden");
  const bar = page.locator("[data-editor-bar]");
  const state = bar.getByRole("status");
  await expect(state).toHaveText(/^(Publisert|Utkast – ikke publisert)$/);
  for (const name of ["Lagre utkast", "Forhåndsvis", "Publiser"])
    await expect(page.getByRole("button", { name, exact: true })).toHaveCount(1);
  for (const fraction of [0, 0.5, 1]) {
    await page.evaluate(
      (part) => window.scrollTo({ top: document.body.scrollHeight * part, behavior: "instant" }),
      fraction,
    );
    await expect(bar.getByRole("button", { name: "Publiser" })).toBeInViewport({ ratio: 1 });
  }

  // A paragraph is written in a text area; a limited text names its limit, live with JavaScript.
  const paragraph = page.getByRole("textbox", { name: "Avsnitt 1", exact: true });
  expect(await paragraph.evaluate((field) => field.tagName)).toBe("TEXTAREA");
  const heroTitle = heroTitleOf(page);
  const title = await heroTitle.inputValue();
  await expect(heroTitle).toHaveAccessibleDescription(
    javaScriptEnabled ? new RegExp(`${title.length} / 80 tegn$`) : /Høyst 80 tegn$/,
  );

  if (javaScriptEnabled) {
    await heroTitle.fill(`${title} nå`);
    await expect(state).toHaveText("Ulagrede endringer");
    await heroTitle.fill(title);
  }
  await bar.getByRole("button", { name: "Lagre utkast" }).click();
  await expect(page.getByText("Utkastet er lagret").first()).toBeVisible();
  await expect(state).toHaveText("Utkast – ikke publisert");
  await bar.getByRole("button", { name: "Publiser" }).click();
  await expect(
    page.getByText("Endringene er synlige for alle besøkende nå.").first(),
  ).toBeVisible();
  await expect(state).toHaveText("Publisert");
});

test("a paragraph's text area grows with its text, and the hero title counts its characters as they are typed @js-only", async ({
  page,
}) => {
  await editorFor(page, "Forsiden");
  const paragraph = page.getByRole("textbox", { name: "Avsnitt 1", exact: true });
  const text = await paragraph.inputValue();
  const height = () => paragraph.evaluate((field) => field.getBoundingClientRect().height);
  const before = await height();
  await paragraph.fill(`${text}\n\n${text}\n\n${text}`);
  await expect.poll(height).toBeGreaterThan(before * 2);
  await paragraph.fill(text);
  await expect.poll(height).toBeLessThan(before + 2);

  const heroTitle = heroTitleOf(page);
  const title = await heroTitle.inputValue();
  await heroTitle.fill("Tolv tegn her");
  await expect(heroTitle).toHaveAccessibleDescription(/13 \/ 80 tegn$/);
  await heroTitle.fill("Ø".repeat(81));
  await expect(heroTitle).toHaveAccessibleDescription(/81 \/ 80 tegn – 1 for mange$/);
  await heroTitle.fill(title);
});

/** Waits until a lazy picture has come near and loaded; its first source is a placeholder. */
async function expectLoaded(page: Page, alt: string) {
  const photo = page.getByRole("img", { name: alt, exact: true });
  await photo.scrollIntoViewIfNeeded();
  await expect
    .poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(1);
}

test("the team: a member with a portrait is refused without alt text, then previewed, published, moved and removed", async ({
  page,
  browser,
  baseURL,
  axe,
}) => {
  const stamp = Date.now();
  const name = `Ingrid Bø ${stamp}`;
  const alt = `Ingrid smiler foran et vindu ${stamp}`;
  const memberNames = (on: Page) =>
    on.locator("section[aria-labelledby=team-tittel] h3").allTextContents();

  await editorFor(page, "Team");
  expect(await axe()).toEqual([]);
  const members = page.getByRole("group", { name: "Ansatte" });
  const count = await members.getByRole("listitem").count();
  await page.getByRole("button", { name: "Legg til ansatt" }).click();
  const added = page.getByRole("group", { name: `Ansatt ${count + 1}`, exact: true });
  await added.getByLabel("Navn").fill(name);
  await added.getByLabel("Rolle").fill("Prosjektleder");
  await added.getByLabel("Om personen").fill("Ingrid holder trådene fra tegning til salgsstart.");
  await added.getByLabel("Telefon").fill("400 00 009");
  await added.getByLabel("E-post").fill("ingrid@digitalepoteter.example");

  // Not a picture: refused before it is kept, with the typed text still in the form.
  await added.getByLabel("Nytt bilde").setInputFiles(fakePng());
  await added.getByLabel("Alternativ tekst").fill(alt);
  await page.getByRole("button", { name: "Lagre utkast" }).click();
  await expect(
    added.getByText(
      "Filen ikke-et-bilde.png er ikke i riktig format. Tillatte formater er JPG og PNG.",
    ),
  ).toBeVisible();
  await expect(added.getByLabel("Navn")).toHaveValue(name);

  // A picture without alt text: refused beside the field, nothing typed is lost.
  await added.getByLabel("Nytt bilde").setInputFiles(await portraitPng("ingrid.png"));
  await added.getByLabel("Alternativ tekst").fill("");
  await page.getByRole("button", { name: "Lagre utkast" }).click();
  await expect(added.getByText("Skriv en alternativ tekst som beskriver bildet.")).toBeVisible();
  await expect(added.getByLabel("Navn")).toHaveValue(name);
  await expect(added.getByLabel("Telefon")).toHaveValue("400 00 009");

  await added.getByLabel("Alternativ tekst").fill(alt);
  await page.getByRole("button", { name: "Lagre utkast" }).click();
  await expect(page.getByText("Utkastet er lagret")).toBeVisible();
  await expect(added.getByText("Nåværende bilde: ingrid.png")).toBeVisible();

  const visitor = await asVisitor(browser, baseURL, "/");
  const before = await memberNames(visitor.page);
  expect(before).not.toContain(name);

  await page.getByRole("button", { name: "Forhåndsvis" }).click();
  await expect(page).toHaveURL(/\/\?forhandsvisning=1$/);
  await expect(page.getByRole("heading", { level: 3, name })).toBeVisible();
  await expectLoaded(page, alt);

  await editorFor(page, "Team");
  await page.getByRole("button", { name: "Publiser" }).click();
  await expect(page.getByText("Endringene er synlige for alle besøkende nå.")).toBeVisible();
  await visitor.page.reload();
  expect(await memberNames(visitor.page)).toEqual([...before, name]);
  await expectLoaded(visitor.page, alt);
  await expect(visitor.page.getByRole("link", { name: `Ring ${name}` })).toHaveAttribute(
    "href",
    "tel:+4740000009",
  );

  await compareWithPrevious(page);
  const portraitRow = page.getByRole("row").filter({
    has: page.getByRole("rowheader", { name: `Ansatt ${count + 1} – Portrett`, exact: true }),
  });
  await expect(portraitRow).toContainText("ingrid.png");

  const nameOf = (position: number) =>
    page.getByRole("group", { name: `Ansatt ${position}`, exact: true }).getByLabel("Navn");
  // Each list button is awaited by what it changed before the form is sent, whether it was
  // answered by the page's code or, before that has started, by the server.
  await editorFor(page, "Team");
  await page.getByRole("button", { name: `Flytt ansatt ${count + 1} opp` }).click();
  await expect(nameOf(count)).toHaveValue(name);
  await page.getByRole("button", { name: "Publiser" }).click();
  await expect(page.getByText("Endringene er synlige for alle besøkende nå.")).toBeVisible();
  await visitor.page.reload();
  await expect
    .poll(() => memberNames(visitor.page))
    .toEqual([...before.slice(0, -1), name, before.at(-1)]);

  // Opened afresh: with JavaScript the toast of the publish before may still be showing.
  await editorFor(page, "Team");
  await expect(nameOf(count)).toHaveValue(name);
  await page.getByRole("button", { name: `Fjern ansatt ${count}` }).click();
  await expect(nameOf(count + 1)).toHaveCount(0);
  await expect(nameOf(count)).toHaveValue(before.at(-1)!);
  await page.getByRole("button", { name: "Publiser" }).click();
  await expect(page.getByText("Endringene er synlige for alle besøkende nå.")).toBeVisible();
  await expect
    .poll(async () => {
      await visitor.page.reload();
      return memberNames(visitor.page);
    })
    .toEqual(before);
  await expect(visitor.page.getByRole("img", { name: alt })).toHaveCount(0);
  await visitor.close();
});

/** Text staff might paste: a word too long for a phone's line, Norwegian letters, emoji, markup. */
const longWord = "Prosjektutviklingsselskapsforhandlingsmøtereferat";
const markup = "<script>alert(1)</script>";
const pasted = `${longWord.repeat(3)} æøå ÆØÅ 🏡✨ ${markup}`;
const companyName = "Digitale Poteter æøå ÆØÅ 🏡✨";

/** Fields of one document and what to write in each, given what it held. */
interface Edit {
  title: string;
  fields: { field: (page: Page) => Locator; write: (before: string) => string }[];
}

const replaceWith = (text: string) => () => text;

/** One field in each kind of content a visitor reads, each within its schema's limit. */
const edits: Edit[] = [
  {
    title: "Firmaopplysninger",
    fields: [
      {
        field: (page) => page.getByLabel("Navn", { exact: true }),
        write: replaceWith(companyName),
      },
      {
        field: (page) => page.getByLabel("Gateadresse"),
        write: replaceWith(`${longWord} ${markup}`),
      },
    ],
  },
  {
    title: "Forsiden",
    fields: [
      {
        field: (page) => page.getByRole("group", { name: "Toppseksjon" }).getByLabel("Overskrift"),
        write: replaceWith(`${longWord} ÆØÅ 🏡✨`),
      },
      {
        field: (page) => page.getByRole("group", { name: "Toppseksjon" }).getByLabel("Ingress"),
        write: replaceWith(pasted),
      },
    ],
  },
  {
    title: "Ofte stilte spørsmål",
    fields: [
      {
        field: (page) =>
          page
            .getByRole("group", { name: "Spørsmål 1", exact: true })
            .getByRole("textbox", { name: "Spørsmål", exact: true }),
        write: replaceWith(`${longWord.repeat(3)}? ÆØÅ 🏡`),
      },
      {
        field: (page) =>
          page.getByRole("group", { name: "Spørsmål 1", exact: true }).getByLabel("Svar"),
        write: replaceWith(pasted),
      },
    ],
  },
  {
    title: "Tjenesteside: Animasjoner",
    fields: [
      { field: (page) => page.getByLabel("Ingress"), write: replaceWith(pasted) },
      {
        field: (page) =>
          page
            .getByRole("group", { name: "Hva tjenesten er" })
            .getByRole("textbox", { name: "Avsnitt 1" }),
        write: replaceWith(pasted),
      },
    ],
  },
  {
    title: "Leveringsbetingelser",
    fields: [
      {
        field: (page) => page.getByLabel("Tekst", { exact: true }),
        write: (before) => `## ${longWord} ÆØÅ 🏡✨\n\n${pasted}\n\n- ${pasted}\n\n${before}`,
      },
    ],
  },
];

/** Publishes the edit and returns what each field held before. */
async function publish(page: Page, edit: Edit) {
  await editorFor(page, edit.title);
  const before: string[] = [];
  for (const { field, write } of edit.fields) {
    before.push(await field(page).inputValue());
    await field(page).fill(write(before.at(-1)!));
  }
  await page.getByRole("button", { name: "Publiser" }).click();
  await expect(page.getByText("Endringene er synlige for alle besøkende nå.")).toBeVisible();
  return before;
}

/** Publishes the version before the newest again, through the history, as staff undo. */
async function restorePrevious(page: Page, edit: Edit, before: string[]) {
  await editorFor(page, edit.title);
  await compareWithPrevious(page);
  await restoreComparedVersion(page);
  // The schema trims every text: a default's closing newline is not kept by publishing.
  for (const [index, { field }] of edit.fields.entries()) {
    await expect(field(page)).toHaveValue(before[index]!.trim());
  }
}

/** Script elements holding the typed markup as code rather than as escaped data. */
const scriptsRunning = (page: Page) =>
  page
    .locator("script")
    .evaluateAll(
      (scripts, typed) =>
        scripts.filter(
          (script) =>
            script.textContent?.includes(typed) || script.textContent?.trim() === "alert(1)",
        ).length,
      markup,
    );

/**
 * The page does not scroll sideways, and no text holding the long word runs past its own box,
 * which a box that hides its overflow (the home page's hero) would cut off without a scrollbar.
 */
async function expectFitsItsWidth(page: Page) {
  const { scrollWidth, clientWidth, cutOff } = await page.evaluate((word) => {
    const holders = [...document.querySelectorAll("body *")].filter(
      (element) => element.textContent?.includes(word) && element.clientWidth > 0,
    );
    return {
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
      cutOff: holders
        .filter((element) => element.scrollWidth > element.clientWidth)
        .map((element) => element.tagName.toLowerCase()),
    };
  }, longWord);
  expect(scrollWidth, `${page.url()} scrolls sideways`).toBeLessThanOrEqual(clientWidth);
  expect(cutOff, `${page.url()}: text wider than its box`).toEqual([]);
}

// Publishing without JavaScript is proven by the tests above; what the pages show does not depend on it.
test("long words, æøå, emoji and markup in every kind of content keep the public pages valid, accessible and on a phone's width @same-without-js", async ({
  page,
  axe,
  axeWithoutScripts,
}) => {
  // Six pages through the HTML checker and axe, in a browser that also publishes and restores.
  test.setTimeout(180_000);
  const before: string[][] = [];
  for (const edit of edits) before.push(await publish(page, edit));

  // As a visitor on a small phone: no staff session, so what everyone sees.
  await page.context().clearCookies({ name: "staff-session" });
  await page.setViewportSize({ width: 360, height: 800 });
  const dialogs: string[] = [];
  const served: { name: string; html: string }[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  for (const { path, mainHasMarkup } of [
    { path: "/", mainHasMarkup: true },
    // The company's street, in every page's footer, is all these two show of the edits.
    { path: "/tjenester", mainHasMarkup: false },
    { path: "/kontakt", mainHasMarkup: false },
    { path: "/tjenester/animasjon", mainHasMarkup: true },
    { path: "/visualisering", mainHasMarkup: true },
    { path: "/betingelser", mainHasMarkup: true },
  ]) {
    await page.goto(path);
    // The FAQ's answers are folded away until asked for.
    for (const question of await page.getByRole("main").locator("summary").all()) {
      await question.click();
    }
    await expect(page.getByRole("banner").getByRole("link", { name: companyName })).toBeVisible();
    await expect(page.getByRole("contentinfo").getByText(markup)).toBeVisible();
    if (mainHasMarkup) {
      await expect(page.getByRole("main").getByText(markup).first()).toBeVisible();
    }
    expect(await scriptsRunning(page), path).toBe(0);
    for (const data of await page.locator('script[type="application/ld+json"]').allTextContents()) {
      expect(() => JSON.parse(data) as unknown, path).not.toThrow();
    }
    await expectFitsItsWidth(page);
    served.push({ name: path, html: await (await page.request.get(path)).text() });
    expect(await axe(), path).toEqual([]);
    expect(await axeWithoutScripts(), path).toEqual([]);
  }
  expect(dialogs).toEqual([]);
  expect(await htmlErrorsOf(served)).toEqual([]);

  // The specs after this one expect the site's own words.
  await page.setViewportSize({ width: 1280, height: 720 });
  await openAdmin(page);
  for (const [index, edit] of edits.entries()) await restorePrevious(page, edit, before[index]!);
});
