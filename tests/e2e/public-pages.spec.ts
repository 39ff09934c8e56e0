import type { Page, Route } from "@playwright/test";
import { faq } from "../../app/services/copy/faq";
import { pages, type PublicPath } from "../../app/seo/pages";
import { services } from "../../app/services/copy";
import { publicPages } from "./support/routes";
import { expect, test, waitForHydration } from "./support/test";

/** The structured data a page must carry, by the type of its top node. */
const structuredData: Partial<Record<PublicPath, string>> = {
  "/tjenester": "Service",
  "/3d-visualisering-eiendom": "Service",
  "/visualisering": "FAQPage",
  ...Object.fromEntries(services.map((service) => [service.route, "Service"])),
};

type JsonLdDocument = Record<string, unknown> & { "@context": string; "@type": string };

async function jsonLdOn(page: Page) {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return scripts.map((text) => JSON.parse(text) as JsonLdDocument);
}

/** The tags a search result and a shared link are built from, as the browser has them now. */
function headTags(page: Page) {
  return page.evaluate(() => {
    const content = (selector: string) =>
      document.head.querySelector(selector)?.getAttribute("content") ?? null;
    return {
      title: document.title,
      description: content('meta[name="description"]'),
      robots: content('meta[name="robots"]'),
      canonical: document.head.querySelector('link[rel="canonical"]')?.getAttribute("href") ?? null,
      ogTitle: content('meta[property="og:title"]'),
      ogDescription: content('meta[property="og:description"]'),
      ogImage: content('meta[property="og:image"]'),
      ogUrl: content('meta[property="og:url"]'),
    };
  });
}

/** Title, description, canonical address and Open Graph tags that name this page and no other. */
async function expectNamesItself(page: Page, origin: string, path: string) {
  const tags = await headTags(page);
  const url = `${origin}${path}`;
  expect(tags.title, path).toMatch(/\S/);
  expect(tags.description, path).toMatch(/\S.{40,}/);
  expect(tags.robots, path).toBeNull();
  expect(tags.canonical, path).toBe(url);
  expect(tags.ogUrl, path).toBe(url);
  expect(tags.ogTitle, path).toBe(tags.title);
  expect(tags.ogDescription, path).toBe(tags.description);
  expect(tags.ogImage, path).toMatch(new RegExp(`^${origin}/`));
  return tags;
}

async function expectHeadOf(page: Page, origin: string, path: PublicPath) {
  const meta = pages[path];
  if ("noindex" in meta) {
    expect(await page.title()).toBe(meta.title);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    return;
  }
  const tags = await expectNamesItself(page, origin, path);
  expect(tags.title).toBe(meta.title);
  expect(tags.description).toBe(meta.description);
}

async function expectStructuredDataOf(page: Page, path: PublicPath) {
  const expectedType = structuredData[path];
  if (!expectedType) return;
  const documents = await jsonLdOn(page);
  expect(documents).toHaveLength(1);
  expect(documents[0]!["@context"]).toBe("https://schema.org");
  expect(documents[0]!["@type"]).toBe(expectedType);
}

test.describe("every public page", () => {
  // One load per page checks all it must be; axe walks the whole page on a busy machine.
  test.describe.configure({ timeout: 60_000 });
  for (const { path, heading } of publicPages) {
    // The head and headings are the server's, the same in both modes; axe checks the page as
    // it is with JavaScript and as it is without.
    test(`${path} answers 200 with one h1, its own head tags and no axe-core findings @same-without-js`, async ({
      page,
      axe,
      axeWithoutScripts,
      baseURL,
    }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await waitForHydration(page);
      await expect(page.locator("html")).toHaveAttribute("lang", "nb");
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page.locator("h1")).toHaveText(heading);
      await expectHeadOf(page, baseURL!, path);
      await expectStructuredDataOf(page, path);
      expect(await axe()).toEqual([]);
      expect(await axeWithoutScripts(), "uten JavaScript").toEqual([]);
    });
  }

  test("so does every portfolio project in the sitemap @same-without-js", async ({
    page,
    request,
    visit,
    axe,
    axeWithoutScripts,
    baseURL,
  }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    const projects = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
      .map(([, location]) => new URL(location!).pathname)
      .filter((path) => path.startsWith("/prosjekter/"));
    expect(projects.length).toBeGreaterThan(0);
    for (const path of projects) {
      await visit(path);
      await expect(page.locator("h1")).toHaveCount(1);
      await expectNamesItself(page, baseURL!, path);
      expect(await axe()).toEqual([]);
      expect(await axeWithoutScripts(), `${path} uten JavaScript`).toEqual([]);
    }
  });

  test("no two pages share a title", { tag: "@server" }, () => {
    const titles = Object.values(pages).map((meta) => meta.title);
    expect(new Set(titles).size).toBe(titles.length);
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

test.describe("structured data", { tag: "@server" }, () => {
  test("the services page offers all seven services in one catalogue", async ({ page }) => {
    await page.goto("/tjenester");
    const [catalog] = await jsonLdOn(page);
    const offers = (
      catalog!.hasOfferCatalog as {
        itemListElement: { itemOffered: { name: string; url: string } }[];
      }
    ).itemListElement;
    expect(offers.map((offer) => offer.itemOffered.name)).toEqual(
      services.map((service) => service.title),
    );
    for (const [index, offer] of offers.entries()) {
      expect(new URL(offer.itemOffered.url).pathname).toBe(services[index]!.route);
    }
  });

  test("the drone service is offered in eastern Norway", async ({ page }) => {
    await page.goto("/tjenester/drone");
    const [service] = await jsonLdOn(page);
    expect(service!.areaServed).toEqual([{ "@type": "AdministrativeArea", name: "Østlandet" }]);
    expect(service!.provider).toEqual({ "@id": expect.stringMatching(/#virksomhet$/) });
  });

  test("the FAQ's structured data holds every question and answer", async ({ page }) => {
    await page.goto("/visualisering");
    const [document] = await jsonLdOn(page);
    const questions = document!.mainEntity as { name: string; acceptedAnswer: { text: string } }[];
    expect(questions.length).toBeGreaterThanOrEqual(10);
    expect(questions).toEqual(
      faq.items.map((item) => ({
        "@type": "Question",
        name: item.question,
        acceptedAnswer: { "@type": "Answer", text: item.answer },
      })),
    );
  });
});

test.describe("other spellings of an address lead to the one address", { tag: "@server" }, () => {
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

test.describe("the accessibility check", () => {
  test("reports what it finds, in both modes", async ({
    page,
    axe,
    axeWithoutScripts,
    scriptlessPage,
    javaScriptEnabled,
  }) => {
    const body = `<!doctype html><html lang="nb"><head><title>Prøve</title></head><body><main>
      <h1>Prøve</h1><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">
      <p style="color: #777; background: #888">Grå på grått</p></main></body></html>`;
    const serve = (route: Route) => route.fulfill({ contentType: "text/html", body });
    // The page without JavaScript is checked again in the worker's scriptless page.
    const checker = await scriptlessPage();
    await page.route("**/axe-proeve", serve);
    await checker.route("**/axe-proeve", serve);
    try {
      await page.goto("/axe-proeve");
      const findings = await axe();
      // Without JavaScript, contrast is left to the run with it (support/axe.ts).
      expect(findings).toEqual(
        javaScriptEnabled === false ? ["image-alt: img"] : ["color-contrast: p", "image-alt: img"],
      );
      expect(await axeWithoutScripts()).toEqual(["image-alt: img"]);
    } finally {
      await checker.unroute("**/axe-proeve", serve);
    }
  });
});
