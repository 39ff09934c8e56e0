import type { Page } from "@playwright/test";

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
