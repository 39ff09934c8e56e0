import { chosenFiles, largePng } from "./support/files";
import { openAdmin } from "./support/staff";
import { expect, test } from "./support/test";

/*
 * Deleting an illustration while another test has a page showing it would make that page
 * ask for a picture that is gone; so this file runs against a site of its own (ownData in
 * playwright.config.ts).
 */
test.beforeEach(async ({ page }) => {
  await openAdmin(page);
});

test("Galleri: upload with alt text, edit, delete", async ({
  page,
  javaScriptEnabled,
}, testInfo) => {
  const alt = `Testbilde ${testInfo.project.name} ${Date.now()}`;
  await page.goto("/admin/galleri");
  const upload = page.locator("form#upload-illustration");

  await expect(upload.getByLabel("Alternativ tekst")).toHaveAttribute("required", "");
  // A picture of 6 MB, far past what the site reads of a form without files (issue 37).
  await upload.getByLabel("Bilde").setInputFiles(await largePng(testInfo.outputPath("fasade.png")));
  await upload.getByLabel("Alternativ tekst").fill(alt);
  await upload.getByRole("button", { name: "Last opp" }).click();
  await expect(page.getByText("Bildet er lastet opp")).toBeVisible({ timeout: 30_000 });
  const item = page.getByRole("listitem").filter({ has: page.getByRole("img", { name: alt }) });
  await expect(item).toHaveCount(1);
  // The form is empty again, so the next press cannot upload the same picture twice (issue 56).
  await expect.poll(() => chosenFiles(upload.getByLabel("Bilde"))).toBe(0);
  await expect(upload.getByLabel("Alternativ tekst")).toHaveValue("");
  if (javaScriptEnabled !== false) await expect(upload.getByLabel("Bilde")).toBeFocused();

  await item.getByLabel("Alternativ tekst").fill(`${alt} endret`);
  await item.getByRole("button", { name: "Lagre tekst" }).click();
  await expect(page.getByText("Teksten er lagret")).toBeVisible();
  const edited = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("img", { name: `${alt} endret` }) });
  await edited.getByRole("button", { name: `Slett bildet «${alt} endret»` }).click();
  await expect(page.getByText("Bildet er slettet")).toBeVisible();
  await expect(page.getByRole("img", { name: `${alt} endret` })).toHaveCount(0);
});
