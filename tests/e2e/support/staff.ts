import { expect, type Page } from "@playwright/test";
import { e2eStaffPassword } from "../../../playwright.config";

const staffLogin = "staff@digitalepoteter.example";

/** Signs in through the embedded OpenID Connect provider's login page, as staff would. */
export async function signIn(page: Page, password = e2eStaffPassword) {
  await page.goto("/auth");
  await page.getByRole("button", { name: "Logg inn med lokal ansattkonto" }).click();
  await expect(page.getByRole("heading", { name: "Logg inn som ansatt" })).toBeVisible();
  await page.getByLabel("E-post").fill(staffLogin);
  await page.getByLabel("Passord").fill(password);
  await page.getByRole("button", { name: "Logg inn", exact: true }).click();
}
