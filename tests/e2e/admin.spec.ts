import type { Page } from "@playwright/test";
import sharp from "sharp";
import { e2eStaffPassword } from "../../playwright.config";
import { expect, test } from "./support/test";

const staffLogin = "staff@digitalepoteter.example";
const adminPages = [
  { path: "/admin", link: "Oversikt", heading: "Administrasjon" },
  { path: "/admin/henvendelser", link: "Henvendelser", heading: "Henvendelser" },
  { path: "/admin/nyhetsbrev", link: "Nyhetsbrev", heading: "Nyhetsbrev" },
  { path: "/admin/galleri", link: "Galleri", heading: "Galleri" },
  { path: "/admin/prosjekter", link: "Prosjekter", heading: "Prosjekter" },
  { path: "/admin/kundeprosjekter", link: "Kundeprosjekter", heading: "Kundeprosjekter" },
] as const;

async function signIn(page: Page, password = e2eStaffPassword) {
  await page.goto("/auth");
  await page.getByRole("button", { name: "Logg inn med lokal ansattkonto" }).click();
  await expect(page.getByRole("heading", { name: "Logg inn som ansatt" })).toBeVisible();
  await page.getByLabel("E-post").fill(staffLogin);
  await page.getByLabel("Passord").fill(password);
  await page.getByRole("button", { name: "Logg inn", exact: true }).click();
}

test.describe("staff sign-in", () => {
  for (const { path } of adminPages) {
    test(`${path} without a session goes to /auth with a message`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`/auth\\?redirectTo=${encodeURIComponent(path)}$`));
      await expect(page.getByRole("heading", { name: "Logg inn", exact: true })).toBeVisible();
      await expect(page.getByText("Du må logge inn")).toBeVisible();
    });
  }

  test("the local provider refuses a wrong password", async ({ page }) => {
    await signIn(page, "ikke-riktig-passord");
    await expect(page.getByRole("alert")).toHaveText("Feil e-post eller passord.");
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/auth\?/);
  });

  test("the staff account signs in, reaches every admin page, signs out and is locked out again", async ({ page }) => {
    await signIn(page);
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByText("Du er logget inn")).toBeVisible();
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
    await page.getByLabel("Passord").fill(e2eStaffPassword);
    await page.getByRole("button", { name: "Logg inn", exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/nyhetsbrev$/);
  });
});

test.describe("admin lists and forms", () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
    await expect(page).toHaveURL(/\/admin$/);
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
    await page.getByLabel("Rolle").selectOption("arkitekt");
    await page.getByRole("button", { name: "Vis" }).click();
    await expect(page).toHaveURL(/rolle=arkitekt/);
    const csv = await page.request.get("/admin/nyhetsbrev/eksport?rolle=arkitekt");
    expect(csv.headers()["content-type"]).toBe("text/csv; charset=utf-8");
    expect((await csv.body()).subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });

  test("Galleri: upload with alt text, edit, delete", async ({ page }, testInfo) => {
    const alt = `Testbilde ${testInfo.project.name} ${Date.now()}`;
    const png = await sharp({ create: { width: 80, height: 60, channels: 3, background: "#c2410c" } }).png().toBuffer();
    await page.goto("/admin/galleri");
    const upload = page.locator("form#upload-illustration");

    await expect(upload.getByLabel("Alternativ tekst")).toHaveAttribute("required", "");
    await upload.getByLabel("Bilde").setInputFiles({ name: "fasade.png", mimeType: "image/png", buffer: png });
    await upload.getByLabel("Alternativ tekst").fill(alt);
    await upload.getByRole("button", { name: "Last opp" }).click();
    await expect(page.getByText("Bildet er lastet opp")).toBeVisible();
    const item = page.getByRole("listitem").filter({ has: page.getByRole("img", { name: alt }) });
    await expect(item).toHaveCount(1);

    await item.getByLabel("Alternativ tekst").fill(`${alt} endret`);
    await item.getByRole("button", { name: "Lagre tekst" }).click();
    await expect(page.getByText("Teksten er lagret")).toBeVisible();
    const edited = page.getByRole("listitem").filter({ has: page.getByRole("img", { name: `${alt} endret` }) });
    await edited.getByRole("button", { name: `Slett bildet «${alt} endret»` }).click();
    await expect(page.getByText("Bildet er slettet")).toBeVisible();
    await expect(page.getByRole("img", { name: `${alt} endret` })).toHaveCount(0);
  });
});
