import type { Page, Request } from "@playwright/test";
import { pdfFile, uniqueName } from "./support/files";
import { expect, test } from "./support/test";

/** A long brief half written: text, a choice, two ticks and a file. */
async function startBrief(page: Page, projectName: string) {
  const form = page.locator("#kundeskjema");
  await form.getByLabel("Navn (må fylles ut)", { exact: true }).fill("Kari Utbygger");
  await form.getByLabel("E-post").fill("kari@utbygger.example");
  await form.getByLabel("Telefon").fill("+47 913 00 001");
  await form.getByLabel("Prosjektnavn").fill(projectName);
  await form.getByLabel("Adresse eller sted").fill("Brygga 3, Tønsberg");
  await form.getByLabel("Prosjekttype").selectOption("leiligheter");
  await form.getByLabel("3D Illustrasjoner").check();
  await form.getByLabel("Boligvelger").check();
  await form.getByLabel("Beskrivelse").fill("Tolv leiligheter ved sjøen, salgsstart til våren.");
  await form.getByLabel("Vedlegg").setInputFiles([pdfFile()]);
}

async function expectBriefAsStarted(page: Page, projectName: string) {
  const form = page.locator("#kundeskjema");
  await expect(form.getByLabel("Navn (må fylles ut)", { exact: true })).toHaveValue(
    "Kari Utbygger",
  );
  await expect(form.getByLabel("E-post")).toHaveValue("kari@utbygger.example");
  await expect(form.getByLabel("Prosjektnavn")).toHaveValue(projectName);
  await expect(form.getByLabel("Prosjekttype")).toHaveValue("leiligheter");
  await expect(form.getByLabel("3D Illustrasjoner")).toBeChecked();
  await expect(form.getByLabel("Boligvelger")).toBeChecked();
  await expect(form.getByLabel("Animasjoner")).not.toBeChecked();
  await expect(form.getByLabel("Beskrivelse")).toHaveValue(
    "Tolv leiligheter ved sjøen, salgsstart til våren.",
  );
}

async function expectBriefEmpty(page: Page) {
  const form = page.locator("#kundeskjema");
  await expect(form.getByLabel("Navn (må fylles ut)", { exact: true })).toHaveValue("");
  await expect(form.getByLabel("Prosjektnavn")).toHaveValue("");
  await expect(form.getByLabel("Prosjekttype")).toHaveValue("");
  await expect(form.getByLabel("3D Illustrasjoner")).not.toBeChecked();
  await expect(form.getByLabel("Beskrivelse")).toHaveValue("");
}

const keptDrafts = (page: Page) =>
  page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith("skjemautkast:")));

/** Every request the page makes, to show what the typing did not send. */
function recordRequests(page: Page) {
  const requests: Request[] = [];
  page.on("request", (request) => requests.push(request));
  return requests;
}

async function carries(requests: Request[], text: string) {
  const found: string[] = [];
  for (const request of requests) {
    const headers = JSON.stringify(await request.allHeaders());
    if ([request.url(), request.postData() ?? "", headers].some((part) => part.includes(text))) {
      found.push(`${request.method()} ${request.url()}`);
    }
  }
  return found;
}

test.describe("with JavaScript", { tag: "@js-only" }, () => {
  test("a half-written brief survives a reload and a Back from its own IFC link, files aside, and nothing typed leaves the browser", async ({
    page,
    visit,
    axe,
  }) => {
    const projectName = uniqueName("Utkast");
    const requests = recordRequests(page);
    await visit("/kundeskjema");
    await startBrief(page, projectName);
    await expect(
      page.getByText(
        "Det du skriver, lagres bare i denne nettleserfanen til du sender skjemaet. Vedlegg lagres ikke.",
      ),
    ).toBeVisible();
    expect(await axe()).toEqual([]);

    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await expectBriefAsStarted(page, projectName);
    await expect(page.locator("#kundeskjema").getByLabel("Vedlegg")).toHaveValue("");

    await page.getByRole("link", { name: "Slik eksporterer du IFC" }).click();
    await expect(page).toHaveURL("/ifc-eksport");
    await page.goBack();
    await expect(page).toHaveURL("/kundeskjema");
    await expectBriefAsStarted(page, projectName);

    expect(await carries(requests, projectName)).toEqual([]);
    expect(await carries(requests, "kari%40utbygger.example")).toEqual([]);
    expect(await carries(requests, "kari@utbygger.example")).toEqual([]);
  });

  test("«Tøm skjemaet» empties the brief and forgets the draft", async ({ page, visit }) => {
    await visit("/kundeskjema");
    await startBrief(page, uniqueName("Tømmes"));
    await expect(page.locator("#kundeskjema").getByText("plantegning.pdf")).toBeVisible();
    await page.getByRole("button", { name: "Tøm skjemaet" }).click();
    await expectBriefEmpty(page);
    await expect(page.locator("#kundeskjema").getByText("plantegning.pdf")).toHaveCount(0);
    expect(await keptDrafts(page)).toEqual([]);
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await expectBriefEmpty(page);
  });

  test("a brief the server refused keeps its draft; once sent it leaves none", async ({
    page,
    visit,
  }) => {
    const projectName = uniqueName("Sendt");
    await visit("/kundeskjema");
    await startBrief(page, projectName);
    // A deadline in the past is refused, by the browser's check or else by the server.
    await page.locator("#kundeskjema").getByLabel("Ønsket frist").fill("2001-01-01");
    await page.getByRole("button", { name: "Send kundeskjema" }).click();
    await expect(page.locator("#kundeskjema").getByRole("alert").first()).toBeVisible();
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await expectBriefAsStarted(page, projectName);

    await page.locator("#kundeskjema").getByLabel("Ønsket frist").fill("");
    await page.getByRole("button", { name: "Send kundeskjema" }).click();
    await expect(page).toHaveURL(/\/prosjekt\/[\w-]{32}$/);
    expect(await keptDrafts(page)).toEqual([]);
    await page.goBack();
    await expect(page).toHaveURL("/kundeskjema");
    await expectBriefEmpty(page);
  });

  test("the enquiry's message survives a reload on /kontakt and on the home page, and a sent one leaves no draft", async ({
    page,
    visit,
  }) => {
    const message = `${uniqueName("Melding")}: vi trenger bilder av tre rekkehus.`;
    await visit("/kontakt");
    const form = page.locator("#kontaktskjema");
    await form.getByLabel("Din forespørsel").fill(message);
    await expect(form.getByRole("button", { name: "Tøm skjemaet" })).toBeVisible();
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await expect(form.getByLabel("Din forespørsel")).toHaveValue(message);

    // The same form on the home page, which hydrates it when the visitor gets near.
    await visit("/#kontakt");
    await expect(form.getByRole("button", { name: "Tøm skjemaet" })).toBeVisible();
    await expect(form.getByLabel("Din forespørsel")).toHaveValue(message);

    await form.getByLabel("Navn").fill("Per Megler");
    await form.getByLabel("E-post").fill("per@megler.example");
    await form.getByLabel("Telefon").fill("+47 912 34 567");
    await form.getByRole("button", { name: "Send forespørsel" }).click();
    await expect(page).toHaveURL("/takk");
    expect(await keptDrafts(page)).toEqual([]);
    await visit("/kontakt");
    await expect(page.locator("#kontaktskjema").getByLabel("Din forespørsel")).toHaveValue("");
  });
});

test.describe("without JavaScript", { tag: "@no-js-only" }, () => {
  test("there is no draft and no «Tøm skjemaet»: the browser's own restoring brings the text back after Back", async ({
    page,
    visit,
  }) => {
    const projectName = uniqueName("Uten skript");
    await visit("/kundeskjema");
    await expect(page.getByRole("button", { name: "Tøm skjemaet" })).toHaveCount(0);
    await expect(page.getByText(/lagres bare i denne nettleserfanen/)).toHaveCount(0);
    await startBrief(page, projectName);
    await page.getByRole("link", { name: "Slik eksporterer du IFC" }).click();
    await expect(page).toHaveURL("/ifc-eksport");
    await page.goBack();
    await expect(page).toHaveURL("/kundeskjema");
    await expectBriefAsStarted(page, projectName);
  });
});
