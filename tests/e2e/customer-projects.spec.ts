import type { Page } from "@playwright/test";
import { ifcFile, pdfFile, pngFile, uniqueName } from "./support/files";
import {
  buildScriptsHolding,
  conformMarker,
  watchScriptRequests,
  zodMarker,
} from "./support/network";
import {
  queryDatabase,
  storedFiles,
  useUpRateLimit,
  waitForEmail,
  writeDatabase,
} from "./support/site-data";
import { openAdmin } from "./support/staff";
import { expect, test } from "./support/test";

type ProjectRow = { id: string; step: string; email: string };

async function fillBrief(page: Page, projectName: string, email = "ola.utbygger@bygg.example") {
  const form = page.locator("#kundeskjema");
  await form.getByLabel("Navn (må fylles ut)", { exact: true }).fill("Ola Utbygger");
  await form.getByLabel("E-post").fill(email);
  await form.getByLabel("Telefon").fill("+47 913 00 000");
  await form.getByLabel("Firma").fill("Fjordbyen Bygg AS");
  await form.getByLabel("Prosjektnavn").fill(projectName);
  await form.getByLabel("Adresse eller sted").fill("Strandveien 12, Tønsberg");
  await form.getByLabel("Prosjekttype").selectOption("leiligheter");
  await form.getByLabel("Antall enheter").fill("24");
  await form.getByLabel("3D Illustrasjoner").check();
  await form.getByLabel("Boligvelger").check();
  await form.getByLabel("Ønsket frist").fill("2030-03-01");
  await form
    .getByLabel("Beskrivelse")
    .fill("Seks utvendige bilder og en boligvelger for salgsstart i mars.");
}

async function submitBrief(page: Page, projectName: string) {
  await page.goto("/kundeskjema");
  await fillBrief(page, projectName);
  await page.locator("#kundeskjema").getByLabel("Vedlegg").setInputFiles([pdfFile(), ifcFile()]);
  await page.getByRole("button", { name: "Send kundeskjema" }).click();
  await expect(page).toHaveURL(/\/prosjekt\/[\w-]{32}$/);
  return page.url();
}

function projectNamed(projectName: string) {
  const [project] = queryDatabase<ProjectRow>(
    "SELECT id, step, email FROM customer_projects WHERE project_name = ?",
    projectName,
  );
  if (!project) throw new Error(`fant ikke ${projectName}`);
  return project;
}

test("a brief with a PDF and an IFC file creates a project, lands on its page and mails staff and customer", async ({
  page,
}) => {
  const projectName = uniqueName("Solsiden");
  const url = await submitBrief(page, projectName);

  // The toast first: it shows for 5 s, and the page's other checks can take that long on busy cores.
  await expect(page.getByText("Takk! Prosjektet er registrert")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: projectName })).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "Hvor prosjektet står" }).locator("[aria-current=step]"),
  ).toContainText("Oppstart");
  await expect(page.getByRole("link", { name: /plantegning\.pdf/ })).toBeVisible();
  await expect(page.getByRole("link", { name: /modell\.ifc/ })).toBeVisible();
  await expect(page.getByText("3D Illustrasjoner, Boligvelger")).toBeVisible();

  const project = projectNamed(projectName);
  expect(url).toContain(`/prosjekt/${project.id}`);
  const files = queryDatabase<{ storage_key: string }>(
    "SELECT storage_key FROM customer_project_files WHERE project_id = ?",
    project.id,
  );
  expect(files).toHaveLength(2);
  const stored = storedFiles("customer_project_files");
  for (const file of files)
    expect(stored).toContain(file.storage_key.replace("customer_project_files/", ""));

  const staffMail = await waitForEmail(`Prosjektnavn: ${projectName}`);
  expect(staffMail.subject).toBe(`Nytt kundeprosjekt: ${projectName} (Ola Utbygger)`);
  const confirmation = await waitForEmail(`takk for kundeskjemaet for ${projectName}`);
  expect(confirmation.to?.[0]?.address).toBe("ola.utbygger@bygg.example");
  expect(confirmation.text).toContain(`/prosjekt/${project.id}`);
});

test("the thanks toast survives a prefetch that lands between the send and the project page @js-only", async ({
  page,
}) => {
  const projectName = uniqueName("Forhent");
  await page.goto("/kundeskjema");
  await fillBrief(page, projectName);
  // Hold the project page's data until a prefetch of a page the site prefetches has been
  // answered, sent as Chromium sends it, with the browser's cookies.
  await page.route(/\/prosjekt\/[\w-]{32}\.data/, async (route) => {
    const prefetch = await page.request.get("/kontakt.data", {
      headers: { "Sec-Purpose": "prefetch" },
    });
    expect(prefetch.ok()).toBe(true);
    await route.continue();
  });
  await page.getByRole("button", { name: "Send kundeskjema" }).click();
  await expect(page.getByText("Takk! Prosjektet er registrert")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: projectName })).toBeVisible();
});

test(
  "the project page is private: noindex and no referrer",
  { tag: "@server" },
  async ({ page }) => {
    const url = await submitBrief(page, uniqueName("Privat"));
    const response = await page.request.get(url);
    expect(response.status()).toBe(200);
    expect(response.headers()["referrer-policy"]).toBe("no-referrer");
    expect(response.headers()["x-robots-tag"]).toContain("noindex");
    expect(response.headers()["cache-control"]).toContain("no-store");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  },
);

test(
  "the brief form's page, whose token keys the project it creates, is kept by no cache but indexed",
  { tag: "@server" },
  async ({ request }) => {
    const response = await request.get("/kundeskjema");
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toBe("private, no-store");
    expect(await response.text()).not.toContain('name="robots"');
  },
);

test("invalid fields get Norwegian messages from the server and nothing is stored", async ({
  page,
}) => {
  const projectName = uniqueName("Ugyldig");
  await page.goto("/kundeskjema");
  const form = page.locator("#kundeskjema");
  await form.getByLabel("Navn (må fylles ut)", { exact: true }).fill("O");
  await form.getByLabel("E-post").fill("ikke-en-adresse");
  await form.getByLabel("Prosjektnavn").fill(projectName);
  await page.getByRole("button", { name: "Send kundeskjema" }).click();
  await expect(form.getByLabel("Navn (må fylles ut)", { exact: true })).toHaveAccessibleDescription(
    /Navn må være minst 2 tegn\./,
  );
  await expect(form.getByLabel("E-post")).toHaveAccessibleDescription(
    /Vennligst skriv inn en gyldig e-postadresse\./,
  );
  // Left empty: told it is missing, not that it is short.
  await expect(form.getByLabel("Telefon")).toHaveAccessibleDescription(
    /Skriv inn telefonnummeret ditt\./,
  );
  await expect(form.getByLabel("Prosjekttype")).toHaveAccessibleDescription(
    /Velg hvilken type prosjekt det er\./,
  );
  await expect(page.getByText("Velg minst én tjeneste.")).toBeVisible();
  await expect(form.getByLabel("Beskrivelse")).toHaveAccessibleDescription(
    /Beskrivelsen må være minst 10 tegn\./,
  );
  await expect(form.getByLabel("Prosjektnavn")).toHaveValue(projectName);
  expect(
    queryDatabase("SELECT id FROM customer_projects WHERE project_name = ?", projectName),
  ).toEqual([]);
});

test("the brief's required fields say so in their label, and an empty phone field is told it is missing", async ({
  page,
  visit,
}) => {
  await visit("/kundeskjema");
  const form = page.locator("#kundeskjema");
  for (const label of [
    "Navn",
    "E-post",
    "Telefon",
    "Prosjektnavn",
    "Adresse eller sted",
    "Prosjekttype",
    "Beskrivelse",
  ])
    await expect(form.getByLabel(`${label} (må fylles ut)`, { exact: true })).toHaveAttribute(
      "required",
      "",
    );
  await expect(form.getByRole("group", { name: "Ønskede tjenester (må fylles ut)" })).toBeVisible();
  for (const optional of ["Firma", "Antall enheter", "Ønsket frist"])
    await expect(form.getByLabel(optional, { exact: true })).not.toHaveAttribute("required");

  await fillBrief(page, uniqueName("Telefonløs"));
  await form.getByLabel("Telefon").fill("");
  await page.getByRole("button", { name: "Send kundeskjema" }).click();
  const phone = form.getByLabel("Telefon");
  await expect(phone).toHaveAccessibleDescription("Skriv inn telefonnummeret ditt.");
  await expect(phone).toBeFocused();
  await phone.fill("1234");
  await page.getByRole("button", { name: "Send kundeskjema" }).click();
  await expect(phone).toHaveAccessibleDescription("Telefonnummer må være minst 8 siffer.");
});

test("a refused brief puts the cursor in the first field to fix, in the form's order", async ({
  page,
  visit,
}) => {
  await visit("/kundeskjema");
  await fillBrief(page, uniqueName("Fokus"));
  const form = page.locator("#kundeskjema");
  await form.getByLabel("3D Illustrasjoner").uncheck();
  await form.getByLabel("Boligvelger").uncheck();
  await form.getByLabel("Beskrivelse").fill("Kort");
  await page.getByRole("button", { name: "Send kundeskjema" }).click();
  await expect(page.getByText("Velg minst én tjeneste.")).toBeVisible();
  await expect(form.getByLabel("Beskrivelse")).toBeFocused();
});

test("a brief over the address's limit answers 429 with the form, what was typed and why; another address still sends", async ({
  page,
}) => {
  // The servers trust loopback's X-Forwarded-For (playwright.config.ts): each test its own address.
  const flooder = `203.0.113.${Math.floor(Math.random() * 250) + 1}`;
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": flooder });
  useUpRateLimit(`brief:${flooder}`);
  const projectName = uniqueName("Begrenset");
  await page.goto("/kundeskjema");
  await fillBrief(page, projectName);
  const answer = page.waitForResponse(
    (response) => response.request().method() === "POST" && response.url().includes("/kundeskjema"),
  );
  await page.getByRole("button", { name: "Send kundeskjema" }).click();
  expect((await answer).status()).toBe(429);
  expect(Number(await (await answer).headerValue("Retry-After"))).toBeGreaterThan(0);
  const form = page.locator("#kundeskjema");
  await expect(form.getByRole("alert")).toContainText(
    /Vi har mottatt mange skjemaer fra deg på kort tid\. Prøv igjen om \d+ minutter/,
  );
  await expect(form.getByLabel("Prosjektnavn")).toHaveValue(projectName);
  await expect(form.getByLabel("Beskrivelse")).toHaveValue(/Seks utvendige bilder/);
  expect(
    queryDatabase("SELECT id FROM customer_projects WHERE project_name = ?", projectName),
  ).toEqual([]);

  await page.setExtraHTTPHeaders({ "X-Forwarded-For": "198.51.100.77" });
  await page.getByRole("button", { name: "Send kundeskjema" }).click();
  await expect(page).toHaveURL(/\/prosjekt\/[\w-]{32}$/);
  expect(projectNamed(projectName).email).toBe("ola.utbygger@bygg.example");
});

for (const { page: address, form } of [
  { page: "/kundeskjema", form: "#kundeskjema" },
  { page: "/kontakt", form: "#kontaktskjema" },
]) {
  test(
    `${address}: the form's checks download when the visitor first uses the form, not with the page`,
    { tag: "@js-only" },
    async ({ page, visit }) => {
      const checksRequested = await watchScriptRequests(page, buildScriptsHolding(zodMarker));
      await visit(address);
      await page.waitForLoadState("networkidle");
      expect(checksRequested()).toEqual([]);

      const name = page.locator(form).getByLabel("Navn (må fylles ut)", { exact: true });
      await name.fill("O");
      await name.blur();
      await expect(name).toHaveAccessibleDescription(/Navn må være minst 2 tegn\./);
      expect(checksRequested()).not.toEqual([]);
    },
  );
}

test(
  "the customer's page loads the reply form's code as the customer comes to it, and the form checks as before",
  { tag: "@js-only" },
  async ({ page, visit }) => {
    const url = await submitBrief(page, uniqueName("Svartest"));
    await page.setViewportSize({ width: 390, height: 700 });
    const conformRequested = await watchScriptRequests(page, buildScriptsHolding(conformMarker));
    await visit(url);
    await page.waitForLoadState("networkidle");
    expect(conformRequested()).toEqual([]);

    const message = page.locator("#prosjektmelding").getByLabel("Melding");
    await message.scrollIntoViewIfNeeded();
    await message.fill("O");
    await message.blur();
    await expect(message).toHaveAccessibleDescription(/Meldingen må være minst 2 tegn\./);
    expect(conformRequested()).not.toEqual([]);
  },
);

test("a message with a file is added to the thread and mailed to staff", async ({ page }) => {
  const projectName = uniqueName("Meldingstest");
  const url = await submitBrief(page, projectName);
  const text = `Her er oppdatert fasadetegning for ${projectName}.`;
  const form = page.locator("#prosjektmelding");
  await form.getByLabel("Melding").fill(text);
  await form.getByLabel("Vedlegg").setInputFiles([pngFile("fasade-ny.png")]);
  await form.getByRole("button", { name: "Send melding" }).click();

  await expect(page).toHaveURL(url);
  await expect(page.getByText("Meldingen er sendt")).toBeVisible();
  const thread = page.getByRole("region", { name: "Meldinger" });
  await expect(thread.getByText(text)).toBeVisible();
  await expect(thread.getByRole("link", { name: /fasade-ny\.png/ })).toBeVisible();
  await expect(form.getByLabel("Melding")).toHaveValue("");

  const mail = await waitForEmail(text);
  expect(mail.subject).toBe(`Ny melding fra kunden i ${projectName}`);
});

test(
  "an unknown or malformed project id gives the ordinary 404",
  { tag: "@server" },
  async ({ page }) => {
    for (const id of ["AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA", "ikke-et-prosjekt", "x".repeat(300)]) {
      const response = await page.goto(`/prosjekt/${id}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Vi fant ikke siden");
    }
  },
);

test("staff move the project to a new step and the customer gets an e-mail", async ({ page }) => {
  const projectName = uniqueName("Fasetest");
  const customerUrl = await submitBrief(page, projectName);
  const project = projectNamed(projectName);

  const staff = page;
  await openAdmin(staff);
  await staff.goto("/admin/kundeprosjekter");
  await staff.getByRole("link", { name: projectName }).click();
  await expect(staff).toHaveURL(new RegExp(`/admin/kundeprosjekter/${project.id}$`));
  await staff.getByRole("button", { name: "Flytt til Modellering" }).click();
  await expect(staff.getByText("Prosjektet er flyttet til Modellering")).toBeVisible();

  const reply = `Modellen for ${projectName} er i gang, utkast kommer fredag.`;
  await staff.getByLabel("Melding til kunden").fill(reply);
  await staff.getByRole("button", { name: "Send melding" }).click();
  await expect(staff.getByText("Meldingen er sendt til kunden")).toBeVisible();

  const mail = await waitForEmail(`prosjektet ${projectName} er flyttet til fasen Modellering`);
  expect(mail.subject).toBe(`${projectName} er nå i fasen Modellering`);
  expect(mail.to?.[0]?.address).toBe(project.email);
  expect(mail.text).toContain(`/prosjekt/${project.id}`);
  await waitForEmail(reply);

  await page.goto(customerUrl);
  await expect(
    page.getByRole("navigation", { name: "Hvor prosjektet står" }).locator("[aria-current=step]"),
  ).toContainText("Modellering");
  await expect(page.getByText(reply)).toBeVisible();
});

test("a project kept after its customer was erased says so on its admin page and offers nothing that would mail them @same-without-js", async ({
  page,
  axe,
  axeWithoutScripts,
}) => {
  const projectName = uniqueName("Slettetest");
  await submitBrief(page, projectName);
  const project = projectNamed(projectName);
  // What «Slett for godt» leaves of an approved project: the accounts' record, no address.
  writeDatabase([
    [
      `UPDATE customer_projects SET email = '', phone = '', contact_name = ?, approved_by = ?,
         approved_at = ?, approved_round = 1, step = 'levering' WHERE id = ?`,
      "Slettet etter personvernforespørsel",
      "Slettet etter personvernforespørsel",
      Date.now(),
      project.id,
    ],
  ]);

  await openAdmin(page);
  await page.goto(`/admin/kundeprosjekter/${project.id}`);
  const notice = page.getByRole("note", { name: "Kunden er slettet" });
  await expect(notice).toContainText("det finnes ingen e-postadresse å sende til");
  await expect(page.getByRole("button", { name: /^Flytt til/ })).toHaveCount(0);
  await expect(page.getByLabel("Melding til kunden")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Send melding" })).toHaveCount(0);
  await expect(page.getByLabel("Filer", { exact: true })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Skriv tilbud" })).toHaveCount(0);
  expect(await axe()).toEqual([]);
  expect(await axeWithoutScripts()).toEqual([]);
});
