import { randomUUID } from "node:crypto";
import { type Browser, devices, type Locator, type Page } from "@playwright/test";
import sharp from "sharp";
import { pdfFile, pngFile, uniqueName } from "./support/files";
import { postInboundMail } from "./support/inbound-mail";
import { queryDatabase, waitForEmail } from "./support/site-data";
import { openAdmin } from "./support/staff";
import { expect, test } from "./support/test";

const sentTo = (address: string) => (mail: { to?: { address?: string }[] }) =>
  mail.to?.some((to) => to.address === address) ?? false;

/** A post, its redirect and the page drawn again, on a machine busy with other work. */
const afterPost = { timeout: 20_000 };

const timelineOf = (page: Page) => page.getByRole("region", { name: "Tidslinje" });

/** The timeline's entries' texts, top first. */
const entriesOf = async (page: Page) =>
  timelineOf(page).getByRole("list").first().locator(":scope > li").allInnerTexts();

/** Asserts that each text is in an entry below the entry of the text before it. */
async function expectInOrder(page: Page, texts: string[]) {
  // Read again until it holds: with JavaScript the page may still be arriving when asked.
  await expect(async () => {
    const entries = await entriesOf(page);
    const positions = texts.map((text) => entries.findIndex((entry) => entry.includes(text)));
    expect(
      positions.map((position, index) => [texts[index], position >= 0]),
      entries.join("\n---\n"),
    ).toEqual(texts.map((text) => [text, true]));
    expect(positions, entries.join("\n---\n")).toEqual([...positions].sort((a, b) => a - b));
  }).toPass(afterPost);
}

/**
 * The customer on their phone, in a browser of their own: no staff session, so opening the
 * quote counts. Scripts on or off as the test's mode.
 */
async function customerPhone(browser: Browser, baseURL: string, javaScriptEnabled: boolean) {
  const context = await browser.newContext({
    ...devices["Pixel 7"],
    baseURL,
    javaScriptEnabled,
    serviceWorkers: "block",
  });
  const consent = { timestamp: new Date().toISOString(), analytics: false, ads: false };
  await context.addCookies([
    {
      name: "cookie-consent",
      value: encodeURIComponent(JSON.stringify({ ...consent, necessary: true })),
      url: baseURL,
    },
  ]);
  return context;
}

async function isLoadedPicture(image: Locator) {
  return image.evaluate((element) => (element as HTMLImageElement).naturalWidth > 0);
}

test("an enquiry's timeline: the first message on top, the answer, a note, the reply with its quote folded, the quote sent, opened and accepted in order; the acceptance waits in the inbox until answered", async ({
  page,
  visit,
  browser,
  baseURL,
  javaScriptEnabled,
  axe,
}) => {
  test.setTimeout(240_000);
  const name = uniqueName("Tidslinje Kunde");
  const email = `tidslinje.${randomUUID().slice(0, 8)}@megler.example`;
  await visit("/kontakt");
  const contact = page.locator("#kontaktskjema");
  await contact.getByLabel("Navn").fill(name);
  await contact.getByLabel("E-post").fill(email);
  await contact.getByLabel("Telefon").fill("+47 912 34 567");
  await contact.getByLabel("Din forespørsel").fill("Vi trenger bilder av Kaikanten 4.");
  await contact.getByLabel("Vedlegg").setInputFiles([pngFile("skisse.png"), pdfFile("plan.pdf")]);
  await contact.getByRole("button", { name: "Send forespørsel" }).click();
  await expect(page).toHaveURL("/takk");
  const [enquiry] = queryDatabase<{ id: string }>(
    "SELECT id FROM contact_requests WHERE name = ?",
    name,
  );
  const enquiryPath = `/admin/henvendelser/${enquiry!.id}`;

  await openAdmin(page);
  await visit(enquiryPath);
  const answer = `Takk! Har dere fasadetegninger? ${randomUUID().slice(0, 6)}`;
  await page.getByLabel("Svar til kunden").fill(answer);
  await page.getByRole("button", { name: "Send svar" }).click();
  await expect(timelineOf(page).getByText(answer)).toBeVisible(afterPost);
  const note = `Ring kunden etter lunsj ${randomUUID().slice(0, 6)}`;
  await page.getByLabel("Nytt notat").fill(note);
  await page.getByRole("button", { name: "Lagre notat" }).click();
  await expect(timelineOf(page).getByText(note)).toBeVisible(afterPost);

  // The customer answers in their mail program, which quotes our mail under their words.
  const mail = await waitForEmail(answer, sentTo(email));
  const quotedLine = `> ${answer}`;
  const posted = await postInboundMail(page.url(), {
    from: `${name} <${email}>`,
    to: mail.replyTo?.[0]?.address ?? "",
    headers: `Message-ID: <${randomUUID()}@megler.example>\nIn-Reply-To: ${mail.messageId}`,
    text: `Her er tegningene.\n\nOn Thu, 3 Dec 2026 at 10:02, Digitale Poteter <post@digitalepoteter.example> wrote:\n${quotedLine}`,
  });
  expect(posted.status).toBe(200);

  await visit(enquiryPath);
  await page.getByRole("link", { name: "Skriv tilbud" }).click();
  await page.getByLabel("Beskrivelse").fill("Utvendige bilder");
  await page.getByLabel("Pris per stk. eks. mva (kr)").fill("6 500");
  await page.getByRole("button", { name: "Send tilbud" }).click();
  await page.getByRole("button", { name: "Bekreft og send" }).click();
  await expect(page).toHaveURL(enquiryPath, afterPost);
  const quoteMail = await waitForEmail(`Hei ${name}`, sentTo(email));
  const quotePath = new URL(quoteMail.text?.match(/https?:\/\/\S+\/tilbud\/[\w-]{32}/)?.[0] ?? "")
    .pathname;

  // Staff's own look at the quote is not the customer's.
  await visit(quotePath);
  await visit(enquiryPath);
  await expect(timelineOf(page).getByText(/Tilbudet ble åpnet/)).toHaveCount(0);

  const phone = await customerPhone(browser, baseURL ?? "", javaScriptEnabled !== false);
  const customer = await phone.newPage();
  await customer.goto(quotePath);
  await customer.getByLabel("Ditt navn").fill(name);
  await customer.getByRole("button", { name: "Aksepter tilbudet" }).click();
  await expect(
    customer.getByRole("status").filter({ hasText: `akseptert av ${name}` }),
  ).toBeVisible(afterPost);
  await phone.close();

  await page.goto("/admin");
  const row = page
    .getByRole("region", { name: "Innboks" })
    .getByRole("row")
    .filter({ hasText: name });
  await expect(row).toContainText("Svar på tilbud");
  await expect(row).toContainText(`Tilbud versjon 1 er akseptert av ${name}`);
  await row.getByRole("link", { name }).click();

  const timeline = timelineOf(page);
  await expectInOrder(page, [
    "Vi trenger bilder av Kaikanten 4.",
    answer,
    "Fase: Ny → Besvart",
    note,
    "Her er tegningene.",
    "Tilbud, versjon 1, sendt av staff@digitalepoteter.example",
    "Fase: Besvart → Tilbud sendt",
    "Tilbudet ble åpnet av kunden (versjon 1)",
    `Tilbudet ble akseptert av ${name} (versjon 1)`,
    "Fase: Tilbud sendt → Vunnet – kunden",
  ]);
  // The first message leads the page, above the stage form.
  const first = timeline.getByRole("listitem").first();
  await expect(first).toContainText(`Henvendelse fra ${name}`);
  const stageForm = page.getByRole("heading", { name: "Fase: Vunnet" });
  expect((await first.boundingBox())!.y).toBeLessThan((await stageForm.boundingBox())!.y);
  // Its picture is a thumbnail, its PDF a named link.
  const thumbnail = timeline.getByRole("link", { name: "Last ned skisse.png" }).locator("img");
  await expect(thumbnail).toBeVisible();
  await expect.poll(() => isLoadedPicture(thumbnail)).toBe(true);
  await expect(timeline.getByRole("link", { name: "Last ned plan.pdf" })).toBeVisible();
  // The quote once: as the quote, not its mail as well.
  await expect(timeline.getByText(/^Tilbud, versjon 1, sendt av/)).toHaveCount(1);
  await expect(timeline.getByText(/aksepter eller avslå det/)).toHaveCount(0);
  // The reply's quoted history is folded, and opens without script.
  const quoted = timeline.getByText(quotedLine);
  await expect(quoted).toBeHidden();
  await timeline.getByText("Vis sitert tekst").click();
  await expect(quoted).toBeVisible();
  expect(await axe()).toEqual([]);

  // Answering the customer takes the acceptance off the inbox.
  await page.getByLabel("Svar til kunden").fill("Takk, vi setter i gang!");
  await page.getByRole("button", { name: "Send svar" }).click();
  await expect(timeline.getByText("Takk, vi setter i gang!")).toBeVisible(afterPost);
  await page.goto("/admin");
  await expect(
    page.getByRole("region", { name: "Innboks" }).getByRole("row").filter({ hasText: name }),
  ).toHaveCount(0);
});

test("a customer project's page shows its messages, rounds, step moves, approval and final files in the same timeline, newest at the bottom", async ({
  page,
  visit,
  axe,
}) => {
  test.setTimeout(240_000);
  const projectName = uniqueName("Tidslinje Prosjekt");
  await page.goto("/kundeskjema");
  const brief = page.locator("#kundeskjema");
  await brief.getByLabel("Navn (må fylles ut)", { exact: true }).fill("Kari Kunde");
  await brief.getByLabel("E-post").fill(`prosjekt.${randomUUID().slice(0, 8)}@kunde.example`);
  await brief.getByLabel("Telefon").fill("+47 913 00 000");
  await brief.getByLabel("Prosjektnavn").fill(projectName);
  await brief.getByLabel("Adresse eller sted").fill("Strandveien 12, Tønsberg");
  await brief.getByLabel("Prosjekttype").selectOption("leiligheter");
  await brief.getByLabel("3D Illustrasjoner").check();
  await brief.getByLabel("Beskrivelse").fill("Fire utvendige bilder.");
  await page.getByRole("button", { name: "Send kundeskjema" }).click();
  await expect(page).toHaveURL(/\/prosjekt\/[\w-]{32}$/);
  const customerUrl = page.url();
  const adminUrl = `/admin/kundeprosjekter/${customerUrl.split("/").pop()}`;
  const question = `Når kommer første runde? ${randomUUID().slice(0, 6)}`;
  const message = page.locator("#prosjektmelding");
  await message.getByLabel("Melding").fill(question);
  await message.getByRole("button", { name: "Send melding" }).click();
  await expect(page.getByText("Meldingen er sendt")).toBeVisible(afterPost);

  await openAdmin(page);
  await visit(adminUrl);
  await page.getByRole("button", { name: "Flytt til Modellering" }).click();
  await expect(page.getByText("Prosjektet er flyttet til Modellering")).toBeVisible(afterPost);
  const picture = await sharp({
    create: { width: 800, height: 450, channels: 3, background: "#8899aa" },
  })
    .png()
    .toBuffer();
  await page
    .getByLabel("Bilder")
    .setInputFiles([{ name: "Stue.png", mimeType: "image/png", buffer: picture }]);
  await page.getByRole("button", { name: "Last opp runde" }).click();
  await expect(page.getByRole("heading", { name: "Runde 1", exact: true })).toBeVisible(afterPost);
  const reply = `Første runde er lagt ut. ${randomUUID().slice(0, 6)}`;
  await page.getByLabel("Melding til kunden").fill(reply);
  await page.getByRole("button", { name: "Send melding" }).click();
  await expect(page.getByText("Meldingen er sendt til kunden")).toBeVisible(afterPost);

  await visit(customerUrl);
  await page.getByLabel("Ditt navn").fill("Kari Kunde");
  await page.getByRole("button", { name: "Godkjenn" }).click();
  await expect(page.getByText("Takk! Runden er godkjent")).toBeVisible(afterPost);

  await visit(adminUrl);
  await page.getByLabel("Filer", { exact: true }).setInputFiles([pdfFile("ferdig.pdf")]);
  await page.getByRole("button", { name: "Last opp ferdige filer" }).click();
  await expect(page.getByText("De ferdige filene er lagt ut")).toBeVisible(afterPost);

  await visit(adminUrl);
  await expectInOrder(page, [
    `Kundeprosjektet «${projectName}» ble opprettet`,
    question,
    "Prosjektfase: Oppstart → Modellering – staff@digitalepoteter.example",
    "Runde 1 lagt ut med ett bilde",
    "Prosjektfase: Modellering → Tilbakemeldinger – staff@digitalepoteter.example",
    reply,
    "Kunden godkjente runde 1 (Kari Kunde)",
    "Prosjektfase: Tilbakemeldinger → Levering – kunden, ved godkjenning",
    "Ferdige filer levert",
  ]);
  const timeline = timelineOf(page);
  await expect(timeline.getByRole("listitem").last()).toContainText("Last ned ferdig.pdf");
  await expect(timeline.getByLabel("Melding til kunden")).toBeVisible();
  expect(await axe()).toEqual([]);
});
