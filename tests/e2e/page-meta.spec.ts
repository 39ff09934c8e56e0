import type { Page } from "@playwright/test";
import { indexablePaths } from "../../app/content/pages";
import { expect, test } from "./support/test";

/** The tags a search result and a shared link are built from, as the browser has them now. */
function headTags(page: Page) {
  return page.evaluate(() => {
    const content = (selector: string) =>
      document.head.querySelector(selector)?.getAttribute("content") ?? null;
    return {
      title: document.title,
      description: content('meta[name="description"]'),
      canonical: document.head.querySelector('link[rel="canonical"]')?.getAttribute("href") ?? null,
      ogTitle: content('meta[property="og:title"]'),
      ogDescription: content('meta[property="og:description"]'),
      ogImage: content('meta[property="og:image"]'),
      ogUrl: content('meta[property="og:url"]'),
    };
  });
}

async function expectNamesItself(page: Page, origin: string, path: string) {
  const tags = await headTags(page);
  const url = `${origin}${path}`;
  expect(tags.title, path).toMatch(/\S/);
  expect(tags.description, path).toMatch(/\S.{40,}/);
  expect(tags.canonical, path).toBe(url);
  expect(tags.ogUrl, path).toBe(url);
  expect(tags.ogTitle, path).toBe(tags.title);
  expect(tags.ogDescription, path).toBe(tags.description);
  expect(tags.ogImage, path).toMatch(new RegExp(`^${origin}/`));
}

test.describe("every indexable page has title, description, canonical and Open Graph tags", () => {
  for (const path of indexablePaths) {
    test(path, async ({ page, visit, baseURL }) => {
      await visit(path);
      await expectNamesItself(page, baseURL!, path);
    });
  }

  test("so has every portfolio project in the sitemap", async ({
    page,
    request,
    visit,
    baseURL,
  }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    const projects = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
      .map(([, location]) => new URL(location!).pathname)
      .filter((path) => path.startsWith("/prosjekter/"));
    expect(projects.length).toBeGreaterThan(0);
    for (const path of projects) {
      await visit(path);
      await expectNamesItself(page, baseURL!, path);
    }
  });

  test(
    "after a client-side navigation the tags describe the new page",
    { tag: "@js-only" },
    async ({ page, visit, baseURL }) => {
      await visit("/");
      await page.getByRole("contentinfo").getByRole("link", { name: "Personvern" }).click();
      await expect(page).toHaveURL("/personvern");
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        `${baseURL}/personvern`,
      );
      await expectNamesItself(page, baseURL!, "/personvern");
    },
  );
});

test.describe("other spellings of an address lead to the one address", () => {
  for (const [from, to] of [
    ["/Kontakt", "/kontakt"],
    ["/kontakt/", "/kontakt"],
    ["/TJENESTER/", "/tjenester"],
    ["/Tjenester/Drone?utm_source=nyhetsbrev", "/tjenester/drone?utm_source=nyhetsbrev"],
  ] as const) {
    test(`${from} answers 301 to ${to}`, async ({ page, request, baseURL }) => {
      const answer = await request.get(from, { maxRedirects: 0 });
      expect(answer.status()).toBe(301);
      expect(new URL(answer.headers().location ?? "", baseURL).toString()).toBe(`${baseURL}${to}`);

      const response = await page.goto(from);
      expect(response?.status()).toBe(200);
      expect(page.url()).toBe(`${baseURL}${to}`);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        `${baseURL}${to.split("?")[0]}`,
      );
    });
  }
});
