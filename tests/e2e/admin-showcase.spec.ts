import sharp from "sharp";
import { openAdmin } from "./support/staff";
import { expect, test } from "./support/test";

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#4a6b8a" } })
    .png()
    .toBuffer()
    .then((buffer) => ({ name: "panorama.png", mimeType: "image/png", buffer }));

test.beforeEach(async ({ page }) => {
  await openAdmin(page);
});

test("Galleri: an image tagged with a service shows in that service's gallery", async ({
  page,
}, testInfo) => {
  const alt = `Dronebilde ${testInfo.project.name} ${Date.now()}`;
  await page.goto("/admin/galleri");
  const upload = page.locator("form#upload-illustration");
  await upload.getByLabel("Bilde").setInputFiles(await png(80, 60));
  await upload.getByLabel("Alternativ tekst").fill(alt);
  await upload.getByRole("button", { name: "Last opp" }).click();
  await expect(page.getByText("Bildet er lastet opp")).toBeVisible();

  const item = page.getByRole("listitem").filter({ has: page.getByRole("img", { name: alt }) });
  await item.getByRole("checkbox", { name: "Dronetjenester" }).check();
  await item.getByRole("button", { name: "Lagre tjenester" }).click();
  await expect(page.getByText("Tjenestene er lagret")).toBeVisible();
  await expect(item.getByRole("checkbox", { name: "Dronetjenester" })).toBeChecked();

  await page.goto("/illustrasjoner?tjeneste=drone");
  await expect(page.getByRole("img", { name: alt })).toHaveCount(1);
  await page.goto("/illustrasjoner?tjeneste=animasjon");
  await expect(page.getByRole("img", { name: alt })).toHaveCount(0);

  await page.goto("/admin/galleri");
  await item.getByRole("button", { name: `Slett bildet «${alt}»` }).click();
  await expect(page.getByText("Bildet er slettet")).toBeVisible();
});

test("360-visning: a panorama must be 2:1; one that is becomes a place in the walk", async ({
  page,
}, testInfo) => {
  const title = `Testrom ${testInfo.project.name} ${Date.now() % 100_000}`;
  await page.goto("/admin/panoramaer");
  const upload = page.locator("form#upload-panorama");
  await upload.getByLabel("Panorama", { exact: true }).setInputFiles(await png(300, 200));
  await upload.getByLabel("Navn på stedet").fill(title);
  await upload.getByRole("button", { name: "Last opp" }).click();
  await expect(
    page.getByText(
      "Panoramaet må være dobbelt så bredt som det er høyt (2:1). Dette bildet er 300 × 200 piksler.",
    ),
  ).toBeVisible();
  await expect(page.getByRole("img", { name: title })).toHaveCount(0);

  await upload.getByLabel("Panorama", { exact: true }).setInputFiles(await png(800, 400));
  await upload.getByLabel("Navn på stedet").fill(title);
  await upload.getByRole("button", { name: "Last opp" }).click();
  await expect(page.getByText("Panoramaet er lastet opp")).toBeVisible();
  // Shown, not only listed: a delete before its preview arrives would leave the browser a 404.
  const preview = page.getByRole("img", { name: title });
  await expect
    .poll(() => preview.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);

  await page.getByRole("button", { name: `Slett panoramaet «${title}»` }).click();
  await expect(page.getByText("Panoramaet er slettet")).toBeVisible();
  await expect(page.getByRole("img", { name: title })).toHaveCount(0);
});

test("Boligvelger: staff add a flat, it shows in the public table, and is removed", async ({
  page,
}, testInfo) => {
  const number = `T-${testInfo.project.name === "js" ? 1 : 2}${Date.now() % 1000}`;
  const floor = testInfo.project.name === "js" ? "7" : "8";
  await page.goto("/admin/boligvelger");
  const add = page.getByRole("form", { name: "Legg til leilighet" });
  await add.getByLabel("Nummer").fill(number);
  await add.getByLabel("Etasje").fill(floor);
  await add.getByLabel("Plass i fasaden").fill("1");
  await add.getByLabel("Rom").fill("0");
  await add.getByLabel("Areal (m²)").fill("64");
  await add.getByLabel("Pris (kr)").fill("4350000");
  await add.getByRole("button", { name: "Legg til" }).click();
  await expect(add.getByText("Antall rom må være et helt tall fra 1 til 9.")).toBeVisible();

  await add.getByLabel("Nummer").fill(number);
  await add.getByLabel("Etasje").fill(floor);
  await add.getByLabel("Plass i fasaden").fill("1");
  await add.getByLabel("Rom").fill("3");
  await add.getByLabel("Areal (m²)").fill("64");
  await add.getByLabel("Pris (kr)").fill("4350000");
  await add.getByLabel("Status").selectOption({ label: "Reservert" });
  await add.getByRole("button", { name: "Legg til" }).click();
  await expect(page.getByText("Leiligheten er lagt til")).toBeVisible();

  await page.goto("/tjenester/konfigurator");
  const row = page.locator(`[id="enhet-${number}"]`);
  await expect(row.getByRole("cell").last()).toHaveText("Reservert", { useInnerText: true });
  await expect(row).toContainText(/4\s350\s000\skr/);

  await page.goto("/admin/boligvelger");
  await page.getByRole("button", { name: `Slett leilighet ${number}` }).click();
  await expect(page.getByText("Leiligheten er slettet")).toBeVisible();
  await page.goto("/tjenester/konfigurator");
  await expect(page.locator(`[id="enhet-${number}"]`)).toHaveCount(0);
});
