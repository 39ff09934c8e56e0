import { e2eStaffPassword } from "../../playwright.config";
import { buildScriptsHolding, watchScriptRequests, zodMarker } from "./support/network";
import { confirmSignup, signUp } from "./support/newsletter";
import { queryDatabase } from "./support/site-data";
import { openAdmin, signIn } from "./support/staff";
import { expect, test } from "./support/test";

const adminPages = [
  { path: "/admin", link: /^Innboks( \d+ venter)?$/, heading: "Innboks" },
  { path: "/admin/henvendelser", link: "Henvendelser", heading: "Henvendelser" },
  { path: "/admin/tall", link: "Tall", heading: "Tall for uka" },
  { path: "/admin/nyhetsbrev", link: "Nyhetsbrev", heading: "Nyhetsbrev" },
  { path: "/admin/galleri", link: "Galleri", heading: "Galleri" },
  { path: "/admin/prosjekter", link: "Prosjekter", heading: "Prosjekter" },
  { path: "/admin/kundeprosjekter", link: "Kundeprosjekter", heading: "Kundeprosjekter" },
  { path: "/admin/okter", link: "Økter", heading: "Innloggede økter" },
  { path: "/admin/personvern", link: "Personvern", heading: "Personvern" },
] as const;

test.describe("staff sign-in", () => {
  for (const { path } of adminPages) {
    test(
      `${path} without a session goes to /auth with a message`,
      { tag: "@server" },
      async ({ page }) => {
        await page.goto(path);
        await expect(page).toHaveURL(new RegExp(`/auth\\?redirectTo=${encodeURIComponent(path)}$`));
        await expect(page.getByRole("heading", { name: "Logg inn", exact: true })).toBeVisible();
        await expect(page.getByText("Du må logge inn")).toBeVisible();
      },
    );
  }

  test("the local provider refuses a wrong password", async ({ page }) => {
    await signIn(page, "ikke-riktig-passord");
    await expect(page.getByRole("alert")).toHaveText("Feil e-post eller passord.");
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/auth\?/);
  });

  test("the staff account signs in, reaches every admin page, signs out and is locked out again", async ({
    page,
  }) => {
    await signIn(page);
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByText("Du er logget inn")).toBeVisible();
    // Other tests sign in with wrong passwords at the same time, so the number is not fixed here
    // (tests/integration/staff-sign-in/sign-in-limit.test.ts counts it exactly).
    await expect(
      page.getByText(
        /^(Ingen|\d+) (mislykket|mislykkede) innloggingsforsøk på kontoen din siden forrige innlogging/,
      ),
    ).toBeVisible();
    const nav = page.getByRole("navigation", { name: "Administrasjon" });
    for (const { path, link, heading } of adminPages) {
      await nav.getByRole("link", { name: link, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    }
    await page.getByRole("button", { name: "Logg ut" }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByText("Du er logget ut")).toBeVisible();
    await page.goto("/admin/henvendelser");
    await expect(page).toHaveURL(/\/auth\?redirectTo=/);
  });

  test("signing in from a deep link returns to it", async ({ page }) => {
    await page.goto("/admin/nyhetsbrev");
    await page.getByRole("button", { name: "Logg inn med lokal ansattkonto" }).click();
    await page.getByLabel("E-post").fill("staff@digitalepoteter.example");
    await page.getByLabel("Passord").fill(e2eStaffPassword);
    await page.getByRole("button", { name: "Logg inn", exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/nyhetsbrev$/);
  });
});

test.describe("admin lists and forms", () => {
  test.beforeEach(async ({ page }) => {
    await openAdmin(page);
  });

  test("Henvendelser: search", async ({ page }) => {
    await page.goto("/admin/henvendelser");
    await page.getByLabel("Søk i henvendelser").fill("ingen-slik-henvendelse-finnes");
    await page.getByRole("button", { name: "Søk" }).click();
    await expect(page).toHaveURL(/q=ingen-slik-henvendelse-finnes/);
    await expect(page.getByText("Ingen henvendelser passer søket.")).toBeVisible();
  });

  test("Nyhetsbrev: role filter and CSV export", async ({ page }) => {
    await page.goto("/admin/nyhetsbrev");
    await page.getByLabel("Rolle", { exact: true }).selectOption("arkitekt");
    await page.getByRole("button", { name: "Vis", exact: true }).click();
    await expect(page).toHaveURL(/rolle=arkitekt/);
    const csv = await page.request.get("/admin/nyhetsbrev/eksport?rolle=arkitekt");
    expect(csv.headers()["content-type"]).toBe("text/csv; charset=utf-8");
    expect((await csv.body()).subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });
});

test.describe("the admin overview", () => {
  const counts = [
    {
      label: "Nye henvendelser",
      sql: "SELECT COUNT(*) AS n FROM contact_requests WHERE stage = 'ny'",
    },
    {
      label: "Abonnenter på nyhetsbrevet",
      sql: "SELECT COUNT(*) AS n FROM newsletter_subscribers WHERE unsubscribed_at IS NULL AND confirmed_at IS NOT NULL",
    },
    {
      label: "E-poster i kø",
      sql: "SELECT COUNT(*) AS n FROM outbox_messages WHERE status IN ('pending', 'sending')",
    },
    {
      label: "E-poster som feilet",
      sql: "SELECT COUNT(*) AS n FROM outbox_messages WHERE status = 'failed'",
    },
  ];
  const countNow = (sql: string) => queryDatabase<{ n: number }>(sql)[0]!.n;

  test("shows how many enquiries, customer messages, subscribers and mails wait @same-without-js", async ({
    page,
  }) => {
    const subscriber = `oversikt-${Date.now()}@arkitekt.example`;
    await page.goto("/");
    await signUp(page, subscriber, "Arkitekt");
    await expect(page.getByText("Velkommen til vårt nyhetsbrev!")).toBeVisible();
    await confirmSignup(page, subscriber);
    await openAdmin(page);
    // Other tests queue and send mail meanwhile, so a count can rise and fall during one load.
    // The page is read again until the database held still around it; then it must match.
    await expect(async () => {
      const before = counts.map(({ sql }) => countNow(sql));
      await page.goto("/admin");
      const terms = await page.getByRole("term").allTextContents();
      const values = (await page.getByRole("definition").allTextContents()).map(Number);
      const shownNow = counts.map(({ label }) => values[terms.indexOf(label)]);
      const after = counts.map(({ sql }) => countNow(sql));
      expect(after, "tallene endret seg under lastingen").toEqual(before);
      expect(shownNow).toEqual(before);
    }).toPass({ timeout: 30_000 });
    const shown = page.getByRole("definition");
    await expect(page.getByRole("term")).toHaveText([
      "Nye henvendelser",
      "Ubesvarte meldinger i kundeprosjekter",
      "Kundeprosjekter som venter på oss",
      "Abonnenter på nyhetsbrevet",
      "E-poster i kø",
      "E-poster som feilet",
      "Ny",
      "Besvart",
      "Tilbud sendt",
      "Vunnet",
      "Tapt",
    ]);
    expect(Number(await shown.nth(3).textContent())).toBeGreaterThan(0);
    await page.getByRole("link", { name: "Nye henvendelser" }).click();
    await expect(page).toHaveURL("/admin/henvendelser");
  });

  test(
    "loads without the form checks: the stages it shows come without Zod",
    { tag: "@js-only" },
    async ({ page }) => {
      await openAdmin(page);
      const checksRequested = await watchScriptRequests(page, buildScriptsHolding(zodMarker));
      await page.reload();
      await page.waitForLoadState("networkidle");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(checksRequested()).toEqual([]);
    },
  );
});
