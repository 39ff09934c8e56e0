import { type Cookie, expect, type Page, test } from "@playwright/test";
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

/** The browser's staff session cookie, if it has one. */
export async function sessionCookieOf(page: Page) {
  const cookies = await page.context().cookies();
  return cookies.find((cookie) => cookie.name === "staff-session");
}

/** The staff session each worker signed in for, by site: a worker runs one project's tests. */
const staffSessions = new Map<string, Cookie>();

/**
 * Opens /admin as signed-in staff. The first test in a worker signs in through the provider;
 * later ones reuse its session cookie, for tests about what staff do rather than how they sign
 * in (those call signIn). No test that signs out may use this.
 */
export async function openAdmin(page: Page) {
  const site = new URL(test.info().project.use.baseURL ?? "").origin;
  const session = staffSessions.get(site);
  if (session) {
    await page.context().addCookies([session]);
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/admin$/);
    return;
  }
  await signIn(page);
  await expect(page).toHaveURL(/\/admin$/);
  const signedIn = await sessionCookieOf(page);
  if (!signedIn) throw new Error("signing in set no staff-session cookie");
  staffSessions.set(site, signedIn);
}
