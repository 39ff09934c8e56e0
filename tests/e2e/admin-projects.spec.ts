import sharp from "sharp";
import { uniqueName } from "./support/files";
import { queryDatabase, storedFiles } from "./support/site-data";
import { openAdmin } from "./support/staff";
import { expect, test } from "./support/test";

const png = async (name: string) => ({
  name,
  mimeType: "image/png",
  buffer: await sharp({ create: { width: 160, height: 100, channels: 3, background: "#c2410c" } })
    .png()
    .toBuffer(),
});

test.beforeEach(async ({ page }) => {
  await openAdmin(page);
});

test("Prosjekter: create, write the text, add cover and image, publish, delete", async ({
  page,
}) => {
  const title = uniqueName("Bryggekanten");
  await page.goto("/admin/prosjekter");
  const create = page.locator("#nytt-prosjekt");
  await create.getByLabel("Tittel").fill(title);
  await create.getByRole("button", { name: "Opprett prosjekt" }).click();
  await expect(page.getByText("Prosjektet er opprettet")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const slug = await page.getByLabel("Adresse (slug)").inputValue();
  expect(slug).toMatch(/^bryggekanten-[a-z0-9]+$/);

  const details = page.locator("#prosjektdetaljer");
  await details.getByLabel("Sted").fill("Tønsberg");
  await details.getByLabel("3D Illustrasjoner").check();
  await details
    .getByLabel("Tekst (Markdown)")
    .fill("## Om prosjektet\n\nTolv leiligheter **ved sjøen**.");
  await details.getByRole("button", { name: "Lagre" }).click();
  await expect(page.getByText("Prosjektet er lagret")).toBeVisible();
  const preview = page.getByRole("region", { name: "Forhåndsvisning" });
  await expect(preview.getByRole("heading", { name: "Om prosjektet" })).toBeVisible();
  await expect(preview.locator("strong")).toHaveText("ved sjøen");

  await page.getByRole("button", { name: "Publiser" }).click();
  await expect(page.getByText("Last opp et omslagsbilde før du publiserer.").first()).toBeVisible();

  const cover = page.locator("#last-opp-cover");
  await cover.getByLabel("Bilde").setInputFiles(await png("omslag.png"));
  await cover.getByRole("button", { name: "Last opp omslag" }).click();
  await expect(page.getByText("Omslagsbildet er lagret")).toBeVisible();
  await expect(page.getByRole("img", { name: `Omslagsbilde for ${title}` })).toBeVisible();

  const images = page.locator("#last-opp-image");
  await images.getByLabel("Bilde").setInputFiles(await png("stue.png"));
  await images.getByLabel("Alternativ tekst").fill("Stue med utsikt mot brygga");
  await images.getByRole("button", { name: "Last opp bilde" }).click();
  await expect(page.getByText("Bildet er lastet opp")).toBeVisible();
  await expect(page.getByRole("img", { name: "Stue med utsikt mot brygga" })).toBeVisible();

  await page.getByRole("button", { name: "Publiser" }).click();
  await expect(page.getByText("Prosjektet er publisert")).toBeVisible();
  await expect(page.getByText(`Publisert på /prosjekter/${slug}.`)).toBeVisible();
  const [row] = queryDatabase<{
    id: string;
    published: number;
    location: string;
    services: string;
  }>("SELECT id, published, location, services FROM portfolio_projects WHERE slug = ?", slug);
  expect(row).toMatchObject({ published: 1, location: "Tønsberg" });
  expect(JSON.parse(row!.services)).toEqual(["3D Illustrasjoner"]);
  const keys = queryDatabase<{ key: string }>(
    "SELECT cover_key AS key FROM portfolio_projects WHERE id = ? UNION SELECT storage_key FROM portfolio_images WHERE project_id = ?",
    row!.id,
    row!.id,
  ).map((stored) => stored.key.replace("portfolio/", ""));
  expect(storedFiles("portfolio")).toEqual(expect.arrayContaining(keys));

  // Shown, not only listed: a delete before the images arrive would leave the browser 404s.
  for (const name of [`Omslagsbilde for ${title}`, "Stue med utsikt mot brygga"]) {
    const image = page.getByRole("img", { name });
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
      .toBeGreaterThan(0);
  }
  await page.getByRole("button", { name: "Slett prosjektet" }).click();
  await expect(page.getByText("Prosjektet er slettet")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/prosjekter$/);
  await expect(page.getByRole("link", { name: title })).toHaveCount(0);
  for (const key of keys) expect(storedFiles("portfolio")).not.toContain(key);
});

test("Prosjekter: a file that is not an image is refused with a message", async ({ page }) => {
  const title = uniqueName("Feil fil");
  await page.goto("/admin/prosjekter");
  await page.locator("#nytt-prosjekt").getByLabel("Tittel").fill(title);
  await page.getByRole("button", { name: "Opprett prosjekt" }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const images = page.locator("#last-opp-image");
  await images.getByLabel("Bilde").setInputFiles({
    name: "tegning.png",
    mimeType: "image/png",
    buffer: Buffer.from("ikke et bilde"),
  });
  await images.getByLabel("Alternativ tekst").fill("Tegning");
  await images.getByRole("button", { name: "Last opp bilde" }).click();
  await expect(
    images.getByText("Filen tegning.png er ikke i riktig format. Tillatte formater er JPG og PNG."),
  ).toBeVisible();
  await page.getByRole("button", { name: "Slett prosjektet" }).click();
  await expect(page.getByText("Prosjektet er slettet")).toBeVisible();
});
