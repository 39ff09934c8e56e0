import type { Page, Route } from "@playwright/test";
import { pdfFile, uniqueName } from "./support/files";
import { signUp, signupForm } from "./support/newsletter";
import { queryDatabase } from "./support/site-data";
import { expect, test } from "./support/test";

/*
 * Issue 19, item 2: a send whose answer never arrives keeps the page, everything typed and
 * a working button, shows the spec's failure toast, and a resend is saved once.
 */

// A returning visitor's page is run by the service worker, which serves the build assets offline.
test.use({ serviceWorkers: "allow" });

const enquiry = (name: string) => ({
  Navn: name,
  "E-post": "kari.nordmann@megler.example",
  Telefon: "+47 912 34 567",
  "Din forespørsel": "Vi trenger seks utvendige illustrasjoner av et rekkehusprosjekt i Tønsberg.",
});

const contactForm = (page: Page) => page.locator("#kontaktskjema");
const sendButton = (page: Page) =>
  contactForm(page).getByRole("button", { name: "Send forespørsel" });

async function fillEnquiry(page: Page, name: string) {
  for (const [label, value] of Object.entries(enquiry(name))) {
    await contactForm(page).getByLabel(label).fill(value);
  }
}

async function expectEnquiryKept(page: Page, name: string) {
  for (const [label, value] of Object.entries(enquiry(name))) {
    await expect(contactForm(page).getByLabel(label)).toHaveValue(value);
  }
  await expect(sendButton(page)).toBeEnabled();
}

/**
 * The after-load prefetches are done, so only the send meets the outage. Those pages come a
 * second after load, one at a time (PrefetchAfterLoad), which imports each one's route modules
 * first. Waiting for "networkidle" is not enough: it resolves at once when the page was idle
 * before the reveal.
 */
async function prefetchesDone(page: Page) {
  const prefetchedRoutes = [
    "routes/_marketing+/tjenester._index",
    "routes/_marketing+/kontakt",
    "routes/_marketing+/illustrasjoner",
  ];
  await page.waitForFunction(
    (ids) => ids.every((id) => id in window.__remixRouteModules),
    prefetchedRoutes,
  );
}

async function expectFailureToast(page: Page, description: string) {
  await expect(page.getByText("Noe gikk galt")).toBeVisible();
  await expect(page.getByText(description)).toBeVisible();
  await expect(page.getByText("Unexpected Application Error")).toHaveCount(0);
}

const contactFailure = "Vennligst prøv igjen senere eller send oss en e-post direkte.";

const enquiriesNamed = (name: string) =>
  queryDatabase<{ id: string }>("SELECT id FROM contact_requests WHERE name = ?", name);

/**
 * The server does its work, but the visitor gets a proxy's 502 instead of its answer. Routed on
 * the context: once the service worker controls the page, its requests pass the page's routes by.
 */
function loseTheAnswer(route: Route) {
  return route
    .fetch({ maxRedirects: 0 })
    .then(() => route.fulfill({ status: 502, contentType: "text/html", body: "Bad Gateway" }));
}

test.describe("a send that gets no answer @js-only", () => {
  test.use({
    // Chromium's own lines for requests made offline (the send, the toast's code), and
    // Remix's for an answer that is not its own (the proxy's 502 page).
    expectedConsoleErrors:
      /net::ERR_INTERNET_DISCONNECTED|net::ERR_FAILED|Unable to decode turbo-stream|SyntaxError/,
  });

  test("offline on /kontakt: the form stays filled, the toast shows, and the resend once online is saved once", async ({
    page,
    context,
    visit,
  }) => {
    const name = uniqueName("Kari Frakoblet");
    await visit("/kontakt");
    await fillEnquiry(page, name);
    await prefetchesDone(page);
    await context.setOffline(true);
    await sendButton(page).click();
    await expectFailureToast(page, contactFailure);
    await expect(page).toHaveURL("/kontakt");
    await expectEnquiryKept(page, name);
    expect(enquiriesNamed(name)).toEqual([]);

    await context.setOffline(false);
    await sendButton(page).click();
    await expect(page).toHaveURL("/takk");
    expect(enquiriesNamed(name)).toHaveLength(1);
  });

  test("the connection lost while other pages are prefetched: the page stays, filled, and the next page still opens", async ({
    page,
    context,
    visit,
  }) => {
    const name = uniqueName("Kari Forhånd");
    const prefetchedCode = /\/assets\/(tjenester\._index|illustrasjoner)-[\w-]+\.js$/;
    const lost: string[] = [];
    const bothLost = new Promise<void>((resolve) =>
      context.route(prefetchedCode, async (route) => {
        lost.push(new URL(route.request().url()).pathname);
        await route.abort("internetdisconnected");
        if (lost.length === 2) resolve();
      }),
    );
    await visit("/kontakt");
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await fillEnquiry(page, name);
    await bothLost;
    await expect(page.locator("#kontaktskjema")).toBeVisible();
    expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
    await expectEnquiryKept(page, name);

    await context.unroute(prefetchedCode);
    await page.locator("#sidekart").getByRole("link", { name: "Våre tjenester" }).click();
    await expect(page).toHaveURL("/tjenester");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("a 502 after the enquiry was saved: the resend lands on /takk without a second enquiry", async ({
    page,
    visit,
  }) => {
    const name = uniqueName("Kari Proxy");
    await visit("/kontakt");
    await fillEnquiry(page, name);
    await contactForm(page).getByLabel("Vedlegg").setInputFiles([pdfFile()]);
    await page.context().route("**/kontakt.data*", loseTheAnswer);
    await sendButton(page).click();
    await expectFailureToast(page, contactFailure);
    await expectEnquiryKept(page, name);
    expect(enquiriesNamed(name)).toHaveLength(1);

    await page.context().unroute("**/kontakt.data*");
    await sendButton(page).click();
    await expect(page).toHaveURL("/takk");
    const saved = enquiriesNamed(name);
    expect(saved).toHaveLength(1);
    // The resend's copy of the file was let go; the first send's is the enquiry's.
    expect(
      queryDatabase(
        "SELECT id FROM contact_attachments WHERE contact_request_id = ?",
        saved[0]?.id,
      ),
    ).toHaveLength(1);
  });

  test("offline on the home page: the visitor stays on / with the form filled", async ({
    page,
    context,
    visit,
  }) => {
    const name = uniqueName("Kari Hjemme");
    await visit("/");
    await page.locator("#kontakt").scrollIntoViewIfNeeded();
    await expect(page.getByRole("button", { name: "Neste bilde" })).toBeVisible();
    await fillEnquiry(page, name);
    await prefetchesDone(page);
    await context.setOffline(true);
    await sendButton(page).click();
    await expectFailureToast(page, contactFailure);
    await expect(page).toHaveURL(/\/(\?index)?$/);
    await expectEnquiryKept(page, name);

    await context.setOffline(false);
    await sendButton(page).click();
    await expect(page).toHaveURL("/takk");
    expect(enquiriesNamed(name)).toHaveLength(1);
  });

  test("offline newsletter signup: the choices stay and the newsletter's failure toast shows", async ({
    page,
    context,
    visit,
  }) => {
    const email = `${uniqueName("frakoblet").toLowerCase().replace(/\W+/g, ".")}@megler.example`;
    await visit("/");
    await signupForm(page).scrollIntoViewIfNeeded();
    await expect(page.getByRole("button", { name: "Neste bilde" })).toBeVisible();
    // The connection drops after the visitor started on the form, whose action code loads meanwhile.
    const actionCode = page.waitForResponse(/\/assets\/nyhetsbrev-[\w-]+\.js$/);
    await signupForm(page).getByLabel("E-post", { exact: true }).focus();
    await actionCode;
    await prefetchesDone(page);
    await context.setOffline(true);
    await signUp(page, email, "Eiendomsmegler");
    await expectFailureToast(
      page,
      "Kunne ikke registrere deg for nyhetsbrevet. Prøv igjen senere.",
    );
    const form = signupForm(page);
    await expect(form.getByLabel("E-post", { exact: true })).toHaveValue(email);
    await expect(form.getByRole("checkbox", { name: /samtykker/ })).toBeChecked();
    await expect(form.getByRole("button", { name: "Meld meg på" })).toBeEnabled();

    await context.setOffline(false);
    await form.getByRole("button", { name: "Meld meg på" }).click();
    await expect(page.getByText("Velkommen til vårt nyhetsbrev!")).toBeVisible();
    expect(
      queryDatabase("SELECT id FROM newsletter_subscribers WHERE email = ?", email),
    ).toHaveLength(1);
  });

  test("a 502 after the brief was saved: the resend opens the same project, made once", async ({
    page,
    visit,
  }) => {
    const projectName = uniqueName("Tapt svar");
    await visit("/kundeskjema");
    const form = page.locator("#kundeskjema");
    await form.getByLabel("Navn (må fylles ut)", { exact: true }).fill("Ola Utbygger");
    await form.getByLabel("E-post").fill("ola.utbygger@bygg.example");
    await form.getByLabel("Telefon").fill("+47 913 00 000");
    await form.getByLabel("Prosjektnavn").fill(projectName);
    await form.getByLabel("Adresse eller sted").fill("Strandveien 12, Tønsberg");
    await form.getByLabel("Prosjekttype").selectOption("leiligheter");
    await form.getByLabel("3D Illustrasjoner").check();
    await form.getByLabel("Beskrivelse").fill("Seks utvendige bilder til salgsstart i mars.");
    await page.context().route("**/kundeskjema.data*", loseTheAnswer);
    await form.getByRole("button", { name: "Send kundeskjema" }).click();
    await expectFailureToast(page, contactFailure);
    await expect(form.getByLabel("Prosjektnavn")).toHaveValue(projectName);
    await expect(form.getByLabel("3D Illustrasjoner")).toBeChecked();

    await page.context().unroute("**/kundeskjema.data*");
    await form.getByRole("button", { name: "Send kundeskjema" }).click();
    await expect(page).toHaveURL(/\/prosjekt\/[\w-]{32}$/);
    const projects = queryDatabase<{ id: string }>(
      "SELECT id FROM customer_projects WHERE project_name = ?",
      projectName,
    );
    expect(projects).toHaveLength(1);
    expect(page.url()).toContain(projects[0]?.id);
  });
});

test("a form posted twice as it stood (a browser's resend) makes one enquiry @no-js-only", async ({
  page,
  visit,
}) => {
  const name = uniqueName("Kari To Ganger");
  await visit("/kontakt");
  const token = await contactForm(page).locator("input[name=skjemaToken]").inputValue();
  const typed = enquiry(name);
  const fields = {
    name: typed.Navn,
    email: typed["E-post"],
    phone: typed.Telefon,
    message: typed["Din forespørsel"],
    skjemaToken: token,
    nettsted: "",
  };
  for (let send = 0; send < 2; send++) {
    const response = await page.request.post("/kontakt", { multipart: fields, maxRedirects: 0 });
    expect(response.status()).toBe(303);
    expect(response.headers().location).toBe("/takk");
  }
  expect(enquiriesNamed(name)).toHaveLength(1);
});

// Without JavaScript the form is what it is before hydration: a plain HTML form.
test("before its code has loaded, the home form is answered on the home page and keeps its serve time @no-js-only", async ({
  page,
  visit,
}) => {
  const name = uniqueName("Kari Forside");
  await visit("/");
  const token = () => contactForm(page).locator("input[name=skjemaToken]").inputValue();
  const served = await token();
  await sendButton(page).click();
  await expect(page).toHaveURL(/^[^?]*\/(\?index)?$/);
  await expect(contactForm(page).getByLabel("Navn")).toHaveAttribute("aria-invalid", "true");
  await expect(contactForm(page).getByLabel("Navn")).toBeFocused();
  expect(await token()).toBe(served);

  await fillEnquiry(page, name);
  await sendButton(page).click();
  await expect(page).toHaveURL("/takk");
  expect(enquiriesNamed(name)).toHaveLength(1);
});
