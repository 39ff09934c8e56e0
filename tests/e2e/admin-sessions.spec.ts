import { openAdmin, sessionCookieOf, signIn } from "./support/staff";
import { expect, test } from "./support/test";

test("after logging out, a copy of the session cookie no longer opens the subscriber export @same-without-js", async ({
  page,
  playwright,
  baseURL,
}) => {
  await signIn(page);
  await expect(page).toHaveURL(/\/admin$/);
  const cookie = await sessionCookieOf(page);
  expect(cookie).toBeDefined();
  // The cookie is a signed random id: nothing in it to read, the provider's token least of all.
  const [payload = ""] = decodeURIComponent(cookie!.value).split(".");
  expect(JSON.parse(Buffer.from(payload, "base64").toString())).toMatch(/^[\w-]{43}$/);

  const thief = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { Cookie: `staff-session=${cookie!.value}` },
  });
  try {
    const before = await thief.get("/admin/nyhetsbrev/eksport", { maxRedirects: 0 });
    expect(before.status()).toBe(200);
    expect(before.headers()["content-type"]).toBe("text/csv; charset=utf-8");

    await page.getByRole("button", { name: "Logg ut" }).click();
    await expect(page).toHaveURL(/\/auth$/);

    const after = await thief.get("/admin/nyhetsbrev/eksport", { maxRedirects: 0 });
    expect(after.status()).toBe(303);
    expect(after.headers()["location"]).toMatch(/^\/auth\?redirectTo=/);
  } finally {
    await thief.dispose();
  }
});

test("the sessions page lists this browser and ends another session with its button", async ({
  page,
  browser,
  baseURL,
}) => {
  const stamp = Math.random().toString(36).slice(2, 10);
  const phoneAgent = `Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1 test-${stamp}`;
  // A context made in a test inherits the project's options, JavaScript off included.
  const phone = await browser.newContext({ baseURL, userAgent: phoneAgent });
  try {
    const phonePage = await phone.newPage();
    await signIn(phonePage);
    await expect(phonePage).toHaveURL(/\/admin$/);

    await signIn(page);
    await page
      .getByRole("navigation", { name: "Administrasjon" })
      .getByRole("link", { name: "Økter" })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: "Innloggede økter" })).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: "Denne økten" })).toHaveCount(1);
    const phoneRow = page
      .getByRole("row")
      .filter({ has: page.locator(`[title*="test-${stamp}"]`) });
    await expect(phoneRow).toContainText("Safari på iOS");
    await phoneRow.getByRole("button", { name: /^Avslutt økten Safari på iOS/ }).click();
    await expect(page.getByText("Økten er avsluttet")).toBeVisible();
    await expect(phoneRow).toHaveCount(0);

    await phonePage.goto("/admin");
    await expect(phonePage).toHaveURL(/\/auth\?redirectTo=%2Fadmin$/);
    await expect(phonePage.getByText("Du må logge inn")).toBeVisible();
  } finally {
    await phone.close();
  }
});

test("ending one's own session on the sessions page signs out", async ({ page }) => {
  await signIn(page);
  await page.goto("/admin/okter");
  await page
    .getByRole("row")
    .filter({ hasText: "Denne økten" })
    .getByRole("button", { name: /^Avslutt økten/ })
    .click();
  await expect(page).toHaveURL(/\/auth$/);
  await page.goto("/admin/okter");
  await expect(page).toHaveURL(/\/auth\?redirectTo=/);
});

test("the sessions page has no accessibility violations @same-without-js", async ({
  page,
  visit,
  axe,
  axeWithoutScripts,
}) => {
  await openAdmin(page);
  await visit("/admin/okter");
  expect(await axe()).toEqual([]);
  expect(await axeWithoutScripts()).toEqual([]);
});
