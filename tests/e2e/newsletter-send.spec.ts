import type { Page } from "@playwright/test";
import { confirmSignup, signUp } from "./support/newsletter";
import { readEmails, waitForEmail } from "./support/site-data";
import { openAdmin } from "./support/staff";
import { expect, test } from "./support/test";

/*
 * This spec runs on a site of its own (ownData in playwright.config.ts), so the only
 * subscribers are the ones it signs up, and each JavaScript mode counts roles of its own.
 */
const staffEmail = "staff@digitalepoteter.example";

/*
 * The preview is an iframe sandboxed without scripts. Chromium logs each attempt by the test's
 * own locators to run in it; the mail itself has no script, and a visitor's console stays empty.
 */
test.use({ expectedConsoleErrors: /^Blocked script execution in 'about:srcdoc'/ });

/** The roles a run sends to, in the form's order: one with subscribers and one without. */
const rolesFor = (javaScriptEnabled: boolean | undefined) =>
  javaScriptEnabled === false
    ? { empty: "Utbygger", subscribed: "Annet" }
    : { empty: "Eiendomsmegler", subscribed: "Entreprenør" };

async function confirmedSubscriber(
  page: Page,
  visit: (url: string) => Promise<void>,
  role: string,
) {
  const email = `abonnent.${Math.random().toString(36).slice(2, 10)}@kunde.example`;
  await visit("/");
  await signUp(page, email, role);
  await expect(page.getByText("Velkommen til vårt nyhetsbrev!")).toBeVisible();
  await confirmSignup(page, email);
  return email;
}

const mailsWithSubject = async (subject: string) =>
  (await readEmails()).filter(
    (mail) => mail.subject === subject || mail.subject === `[Test] ${subject}`,
  );

test("staff write an issue, see whom it reaches and how it arrives, test it on themselves, and only then send it", async ({
  page,
  visit,
  axe,
  javaScriptEnabled,
}) => {
  test.setTimeout(120_000);
  const roles = rolesFor(javaScriptEnabled);
  const first = await confirmedSubscriber(page, visit, roles.subscribed);
  const subject = `Nye prosjekter ${Math.random().toString(36).slice(2, 8)}`;

  await openAdmin(page);
  await visit("/admin/nyhetsbrev");
  await page.getByRole("link", { name: "Skriv og send et nyhetsbrev" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Send nyhetsbrev" })).toBeVisible();
  for (const role of ["Eiendomsmegler", "Arkitekt", "Utbygger", "Entreprenør", "Annet"]) {
    await expect(page.getByRole("checkbox", { name: role })).not.toBeChecked();
  }
  await page.getByRole("button", { name: "Se over før sending" }).click();
  await expect(page.getByText("Skriv et emne på 3–150 tegn.")).toBeVisible();
  await expect(page.getByText("Velg minst én rolle.")).toBeVisible();

  await page.getByLabel("Emne").fill(subject);
  await page
    .getByLabel("Innhold (Markdown)")
    .fill("## Tre nye rekkehus\n\nSe hvordan vi løste lyset i stuene.");
  await page.getByRole("checkbox", { name: roles.empty }).check();
  await page.getByRole("checkbox", { name: roles.subscribed }).check();
  await page.getByRole("button", { name: "Se over før sending" }).click();

  // The step before sending: counts per role, and the mail as it will arrive.
  await expect(page.getByRole("heading", { level: 1, name: "Se over før sending" })).toBeVisible();
  const review = page.url();
  await expect(page.getByRole("list", { name: "Mottakere" }).getByRole("listitem")).toHaveText([
    `${roles.empty}: 0 mottakere`,
    `${roles.subscribed}: 1 mottaker`,
  ]);
  await expect(page.getByText("Til sammen 1 mottaker")).toBeVisible();
  await expect(page.getByRole("button", { name: "Send til 1 mottaker" })).toBeVisible();
  const preview = page.frameLocator('iframe[title="E-posten slik den vises i et e-postprogram"]');
  await expect(preview.getByRole("heading", { name: "Tre nye rekkehus" })).toBeVisible();
  await expect(preview.locator('img[src$="/icon-192.png"]')).toBeVisible();
  await expect(preview.getByText("Digitale Poteter", { exact: true })).toBeVisible();
  await expect(page.locator("pre")).toContainText("## Tre nye rekkehus");
  await expect(page.locator("pre")).toContainText("Meld deg av her:");
  expect(await axe()).toEqual([]);
  expect(await mailsWithSubject(subject)).toEqual([]);

  // A test goes to the signed-in staff member, and to nobody else.
  await page.getByRole("button", { name: `Send test til ${staffEmail}` }).click();
  await expect(page.getByText("Testen er lagt i køen")).toBeVisible();
  const testMail = await waitForEmail(
    "Se hvordan vi løste lyset",
    (mail) => mail.subject === `[Test] ${subject}`,
  );
  expect(testMail.to?.map((to) => to.address)).toEqual([staffEmail]);
  expect(testMail.html).toMatch(/<img src="[^"]+\/icon-192\.png"/);
  expect(testMail.html).toContain("#e5561a");
  expect(testMail.text).toContain("## Tre nye rekkehus");
  expect((await mailsWithSubject(subject)).map((mail) => mail.to?.[0]?.address)).toEqual([
    staffEmail,
  ]);

  // The draft is kept until it is sent, and counts whoever has joined meanwhile.
  const second = await confirmedSubscriber(page, visit, roles.subscribed);
  await visit("/admin/nyhetsbrev/send");
  await expect(page.getByRole("link", { name: `Fortsett med «${subject}»` })).toBeVisible();
  await page.getByRole("link", { name: `Fortsett med «${subject}»` }).click();
  await expect(page).toHaveURL(review);
  await expect(page.getByText(`${roles.subscribed}: 2 mottakere`)).toBeVisible();
  // The send is the first button, and it asks once more, naming the count, before anything goes.
  await expect(page.locator("main form button").first()).toHaveText("Send til 2 mottakere");
  await page.getByRole("button", { name: "Send til 2 mottakere" }).click();
  const question = page.getByRole("region", { name: "Sende nyhetsbrevet nå?" });
  await expect(question).toContainText(`«${subject}» går til 2 mottakere med en gang.`);
  await expect(page.getByRole("heading", { name: "Sende nyhetsbrevet nå?" })).toBeFocused();
  expect((await mailsWithSubject(subject)).map((mail) => mail.to?.[0]?.address)).toEqual([
    staffEmail,
  ]);
  // Cancelling sends nothing and asks nothing; the question comes again on the next press.
  await question.getByRole("link", { name: "Avbryt" }).click();
  await expect(question).toHaveCount(0);
  await page.getByRole("button", { name: "Send til 2 mottakere" }).click();
  await question.getByRole("button", { name: "Ja, send til 2 mottakere" }).click();

  await expect(page).toHaveURL("/admin/nyhetsbrev/send");
  await expect(page.getByText("Nyhetsbrevet er lagt i køen")).toBeVisible();
  await expect(page.getByText("2 mottakere får det i løpet av kort tid.")).toBeVisible();
  await expect(page.getByRole("row", { name: new RegExp(subject) })).toContainText(
    roles.subscribed,
  );
  await expect(page.getByRole("link", { name: `Fortsett med «${subject}»` })).toHaveCount(0);
  for (const subscriber of [first, second]) {
    const issue = await waitForEmail(
      "Se hvordan vi løste lyset",
      (mail) =>
        mail.subject === subject && (mail.to?.some((to) => to.address === subscriber) ?? false),
    );
    expect(issue.headers.find((header) => header.key === "list-unsubscribe")?.value).toContain(
      "/newsletter/unsubscribe?token=",
    );
  }
  expect((await mailsWithSubject(subject)).map((mail) => mail.to?.[0]?.address).sort()).toEqual(
    [first, second, staffEmail].sort(),
  );

  // The sent issue opens from the list and reads as it went out.
  await page.getByRole("link", { name: subject, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: subject })).toBeVisible();
  await expect(page.getByRole("definition").filter({ hasText: "2 mottakere" })).toBeVisible();
  await expect(
    page.getByRole("definition").filter({ hasText: /^\d{2}\.\d{2}\.\d{4}/ }),
  ).toHaveCount(1);
  const sent = page.frameLocator('iframe[title="E-posten slik den ble sendt"]');
  await expect(sent.getByRole("heading", { name: "Tre nye rekkehus" })).toBeVisible();
  await expect(page.locator("pre")).toContainText("Se hvordan vi løste lyset i stuene.");
  expect(await axe()).toEqual([]);
});
