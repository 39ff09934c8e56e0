import { expect, type Page } from "@playwright/test";
import { waitForEmail } from "./site-data";

/** The signup form in the home page's newsletter section. */
export const signupForm = (page: Page) => page.locator("#nyhetsbrev form");

/** Fills and sends the signup form on the page that is open, as a visitor would. */
export async function signUp(page: Page, email: string, role: string, consent = true) {
  const form = signupForm(page);
  await form.getByLabel("E-post", { exact: true }).fill(email);
  await form.getByLabel("Jeg er").selectOption({ label: role });
  if (consent) await form.getByRole("checkbox").check();
  await form.getByRole("button", { name: "Meld meg på" }).click();
}

/** The confirmation e-mail sent to `email`, and the link in it. */
export async function confirmationLink(email: string) {
  const mail = await waitForEmail(
    "",
    (candidate) =>
      candidate.subject?.startsWith("Bekreft påmeldingen") === true &&
      (candidate.to?.some((to) => to.address === email) ?? false),
  );
  return mail.text?.match(/https?:\/\/\S+\/nyhetsbrev\/bekreft\?token=\S+/)?.[0] ?? "";
}

/** Opens the confirmation link and presses its button, as the address's owner would. */
export async function confirmSignup(page: Page, email: string) {
  await page.goto(await confirmationLink(email));
  await page.getByRole("button", { name: "Bekreft påmeldingen" }).click();
  await expect(page.getByText(`Takk! ${email} er bekreftet`)).toBeVisible();
}
