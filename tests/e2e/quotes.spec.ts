import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { pdfText } from "../support/pdf-text";
import { pdfFile, uniqueName } from "./support/files";
import { postInboundMail } from "./support/inbound-mail";
import { queryDatabase, waitForEmail } from "./support/site-data";
import { openAdmin } from "./support/staff";
import { expect, test } from "./support/test";

const sentTo = (address: string) => (mail: { to?: { address?: string }[] }) =>
  mail.to?.some((to) => to.address === address) ?? false;

/** Sends the contact form as a visitor; the enquiry's id. */
async function sendEnquiry(
  page: Page,
  visit: (path: string) => Promise<unknown>,
  who: { name: string; email: string },
) {
  await visit("/kontakt");
  const contact = page.locator("#kontaktskjema");
  await contact.getByLabel("Navn").fill(who.name);
  await contact.getByLabel("E-post").fill(who.email);
  await contact.getByLabel("Telefon").fill("+47 912 34 567");
  await contact.getByLabel("Din forespørsel").fill("Vi trenger utvendige bilder av fire rekkehus.");
  await contact.getByLabel("Vedlegg").setInputFiles([pdfFile("situasjonsplan.pdf")]);
  await contact.getByRole("button", { name: "Send forespørsel" }).click();
  await expect(page).toHaveURL("/takk");
  const [enquiry] = queryDatabase<{ id: string }>(
    "SELECT id FROM contact_requests WHERE name = ?",
    who.name,
  );
  return enquiry!.id;
}

/** Writes and sends a quote from the enquiry's page; the link in the customer's mail. */
async function sendQuote(page: Page, lines: { description: string; price: string }[]) {
  await page.getByRole("link", { name: "Skriv tilbud" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Nytt tilbud" })).toBeVisible();
  for (const [index, line] of lines.entries()) {
    if (index > 0) await page.getByRole("button", { name: "Legg til linje" }).click();
    await page.getByLabel("Beskrivelse").nth(index).fill(line.description);
    await page.getByLabel("Pris per stk. eks. mva (kr)").nth(index).fill(line.price);
  }
}

test("a quote is sent from the enquiry, accepted by typed name with a PDF copy mailed, and one press makes the project with the quote, the conversation and every file", async ({
  page,
  visit,
  axe,
}) => {
  const name = uniqueName("Kari Tilbud");
  const email = `kari.${randomUUID().slice(0, 8)}@megler.example`;
  const enquiryId = await sendEnquiry(page, visit, { name, email });
  const receipt = await waitForEmail("Innen én arbeidsdag svarer vi deg", sentTo(email));
  expect(receipt.subject).toBe("Vi har fått forespørselen din – Digitale Poteter");

  // Staff ask a question by mail; the customer answers with a drawing attached.
  await openAdmin(page);
  await visit(`/admin/henvendelser/${enquiryId}`);
  await page.getByLabel("Svar til kunden").fill("Takk! Har dere fasadetegninger?");
  await page.getByRole("button", { name: "Send svar" }).click();
  await expect(page.getByRole("heading", { name: "Fase: Besvart" })).toBeVisible();
  const answer = await waitForEmail("Har dere fasadetegninger?", sentTo(email));
  const posted = await postInboundMail(page.url(), {
    from: `${name} <${email}>`,
    to: answer.replyTo?.[0]?.address ?? "",
    headers: `Message-ID: <${randomUUID()}@megler.example>\nIn-Reply-To: ${answer.messageId}`,
    text: "Her er fasaden mot sjøen.",
    file: { name: "fasade.pdf", bytes: pdfFile().buffer },
  });
  expect(posted.status).toBe(200);

  await visit(`/admin/henvendelser/${enquiryId}`);
  await sendQuote(page, [
    { description: "Utvendige bilder", price: "6 500" },
    { description: "Animasjon, 30 sekunder", price: "24 990,50" },
  ]);
  await page.getByLabel("Antall").first().fill("3");
  expect(await axe()).toEqual([]);
  await page.getByRole("button", { name: "Send tilbud" }).click();
  await page.getByRole("button", { name: "Bekreft og send" }).click();
  await expect(page).toHaveURL(`/admin/henvendelser/${enquiryId}`);
  await expect(page.getByRole("heading", { name: "Fase: Tilbud sendt" })).toBeVisible();

  const mail = await waitForEmail(
    `Hei ${name}`,
    (sent) => sent.subject === "Tilbud fra Digitale Poteter",
  );
  const link = mail.text?.match(/https?:\/\/\S+\/tilbud\/[\w-]{32}/)?.[0];
  expect(link).toBeTruthy();
  await visit(new URL(link!).pathname);
  await expect(page.getByRole("cell", { name: /Animasjon, 30 sekunder/ })).toBeVisible();
  await expect(page.getByRole("row", { name: /Mva 25 %/ })).toContainText("11\u00a0122,63");
  await expect(page.getByRole("row", { name: /Totalt inkl\. mva/ })).toContainText(
    "55\u00a0613,13",
  );
  expect(await axe()).toEqual([]);
  await page.getByLabel("Ditt navn").fill(name);
  await page.getByRole("button", { name: "Aksepter tilbudet" }).click();
  await expect(page.getByRole("status").filter({ hasText: `akseptert av ${name}` })).toBeVisible();
  await expect(page.getByRole("button", { name: "Aksepter tilbudet" })).toHaveCount(0);

  // The customer's copy: the same quote as a PDF, with the total and who accepted it.
  const copy = await waitForEmail("aksepterte tilbudet", sentTo(email));
  const [pdf] = copy.attachments;
  expect(pdf).toMatchObject({ filename: "tilbud.pdf", mimeType: "application/pdf" });
  const text = pdfText(Buffer.from(pdf!.content as ArrayBuffer));
  expect(text).toContain("kr\u00a055\u00a0613,13");
  expect(text).toContain(`Akseptert av ${name}`);

  await visit(`/admin/henvendelser/${enquiryId}`);
  await expect(page.getByRole("heading", { name: "Fase: Vunnet" })).toBeVisible();
  await expect(page.getByText("Kunden har akseptert tilbudet.")).toBeVisible();
  await page.getByRole("button", { name: "Opprett kundeprosjekt" }).click();
  await expect(page).toHaveURL(/\/admin\/kundeprosjekter\/[\w-]{32}$/);
  // Named after the enquiry, not the person, whose name an erasure must not leave behind.
  await expect(
    page.getByRole("heading", { level: 1, name: /^Prosjekt fra henvendelse \d{2}\.\d{2}\.\d{4}$/ }),
  ).toBeVisible();
  const agreed = page.getByRole("region", { name: "Akseptert tilbud, versjon 1" });
  await expect(agreed.getByText(`Akseptert av ${name}`)).toBeVisible();
  await expect(agreed.getByRole("row", { name: /Totalt inkl\. mva/ })).toContainText(
    "55\u00a0613,13",
  );
  await expect(agreed.getByRole("cell", { name: /Animasjon, 30 sekunder/ })).toBeVisible();
  // The enquiry's conversation leads the project's timeline, which links back to it.
  const timeline = page.getByRole("region", { name: "Tidslinje" });
  await expect(timeline.getByText("Takk! Har dere fasadetegninger?")).toBeVisible();
  await expect(timeline.getByText("Her er fasaden mot sjøen.")).toBeVisible();
  await expect(timeline.getByText(`Tilbudet ble akseptert av ${name} (versjon 1)`)).toBeVisible();
  await expect(page.getByRole("link", { name: "Se henvendelsen" })).toHaveAttribute(
    "href",
    `/admin/henvendelser/${enquiryId}`,
  );
  // Every file the customer sent, by the form and by mail, is the project's own.
  for (const file of ["situasjonsplan.pdf", "fasade.pdf"]) {
    const fileLink = page.getByRole("link", {
      name: new RegExp(`^${file.replace(".", "\\.")} \\(`),
    });
    await expect(fileLink).toBeVisible();
    expect((await page.request.get((await fileLink.getAttribute("href")) ?? "")).status()).toBe(
      200,
    );
  }
  expect(await axe()).toEqual([]);
  const projects = queryDatabase<{ id: string }>(
    "SELECT id FROM customer_projects WHERE enquiry_id = ?",
    enquiryId,
  );
  expect(projects).toHaveLength(1);
  await waitForEmail(`/prosjekt/${projects[0]!.id}`);
});

test("every cell of the quote's table is inside a 320 and a 390 px wide phone's screen @same-without-js", async ({
  page,
  visit,
}) => {
  const name = uniqueName("Mobil Tilbud");
  const enquiryId = await sendEnquiry(page, visit, {
    name,
    email: `mobil.${randomUUID().slice(0, 8)}@megler.example`,
  });
  await openAdmin(page);
  await visit(`/admin/henvendelser/${enquiryId}`);
  await sendQuote(page, [
    { description: "Utvendige bilder av rekkehusene fra fire vinkler", price: "21 234,25" },
    { description: "Nattbilde", price: "0,25" },
  ]);
  await page.getByLabel("Antall").first().fill("3");
  await page.getByRole("button", { name: "Send tilbud" }).click();
  await page.getByRole("button", { name: "Bekreft og send" }).click();
  await expect(page).toHaveURL(`/admin/henvendelser/${enquiryId}`);
  const mail = await waitForEmail(`Hei ${name}`);
  await visit(new URL(mail.text?.match(/https?:\/\/\S+\/tilbud\/[\w-]{32}/)?.[0] ?? "").pathname);
  await expect(page.getByRole("row", { name: /Totalt inkl\. mva/ })).toContainText(
    "kr\u00a079\u00a0628,75",
  );
  for (const width of [320, 390]) {
    await page.setViewportSize({ width, height: 800 });
    const cells = page.getByRole("table").locator("th, td");
    await expect(cells.first()).toBeVisible();
    for (const cell of await cells.all()) {
      const box = await cell.boundingBox();
      // Hidden cells (quantity and price, shown under each line instead) have no box.
      if (!box) continue;
      expect(box.x, `${width} px: ${await cell.textContent()}`).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, `${width} px: ${await cell.textContent()}`).toBeLessThanOrEqual(
        width,
      );
    }
    await expect(page.getByText("3 × kr\u00a021\u00a0234,25")).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
  }
});
