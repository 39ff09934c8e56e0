import { faq } from "../../app/services/copy/faq";
import { contactPageCopy } from "../../app/contact/copy/contact";
import { portfolioPageCopy } from "../../app/portfolio/copy";
import { indexablePaths } from "../../app/seo/page-data.server";
import { propertyVisualisation, services, servicesOverview } from "../../app/services/copy";
import { getServicePage, propertyVisualisationPage } from "../../app/services/copy/pages";
import { expectLinksLeadTo } from "./support/links";
import { publicPages } from "./support/routes";
import { expect, test } from "./support/test";

/** The seeded demo projects (app/demo/index.server.ts). */
const demoProjects = [
  { slug: "fjordparken-bolig", title: "Fjordparken", location: "Drammen", text: "46 leiligheter" },
  { slug: "lindelia-rekkehus", title: "Lindelia rekkehus", location: "Ski", text: "tolv rekkehus" },
];

test.describe("services", () => {
  test("each card on /tjenester leads to its own service page @same-without-js", async ({
    page,
    visit,
    request,
  }) => {
    await visit("/tjenester");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(servicesOverview.heading);
    const main = page.getByRole("main");
    await expectLinksLeadTo(main, request, [
      ...services.map((service) => ({ name: service.title, route: service.route })),
      { name: servicesOverview.propertyLink.label, route: propertyVisualisation.route },
    ]);
    const last = services[services.length - 1]!;
    await main.getByRole("link", { name: last.title, exact: true }).click();
    await expect(page).toHaveURL(last.route);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      getServicePage(last.slug).page.heading,
    );
  });

  const servicePages = [
    ...services.map((service) => getServicePage(service.slug)),
    { ...propertyVisualisation, page: propertyVisualisationPage },
  ];
  for (const service of servicePages) {
    test(`${service.route} explains the service, answers questions and leads to the contact form @same-without-js`, async ({
      page,
      visit,
    }) => {
      await visit(service.route);
      const copy = service.page;
      for (const heading of [
        copy.whatItIs.heading,
        copy.audience.heading,
        copy.deliverables.heading,
        copy.howItWorks.heading,
        copy.faq.heading,
        copy.cta.heading,
      ]) {
        await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
      }
      const question = copy.faq.items[0]!;
      await expect(page.getByText(question.answer)).toBeHidden();
      await page.getByText(question.question).click();
      await expect(page.getByText(question.answer)).toBeVisible();

      await page
        .getByRole("region", { name: copy.cta.heading })
        .getByRole("link", { name: copy.cta.label })
        .click();
      await expect(page).toHaveURL("/kontakt");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(contactPageCopy.heading);
    });
  }
});

test.describe("FAQ", () => {
  test("every answer opens and closes from its question", async ({ page, visit }) => {
    await visit("/visualisering");
    const questions = page.locator("details");
    await expect(questions).toHaveCount(faq.items.length);
    for (const item of faq.items.slice(0, 3)) {
      const answer = page.getByText(item.answer);
      await expect(answer).toBeHidden();
      await page.getByText(item.question, { exact: true }).click();
      await expect(answer).toBeVisible();
      await page.getByText(item.question, { exact: true }).click();
      await expect(answer).toBeHidden();
    }
  });
});

test.describe("portfolio", () => {
  test("the list shows the published projects and each opens its own page @same-without-js", async ({
    page,
    visit,
  }) => {
    await visit("/prosjekter");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(portfolioPageCopy.heading);
    for (const project of demoProjects) {
      await expect(page.getByRole("link", { name: project.title, exact: true })).toBeVisible();
    }
    const project = demoProjects[0]!;
    await page.getByRole("link", { name: project.title, exact: true }).click();
    await expect(page).toHaveURL(`/prosjekter/${project.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(project.title);
    await expect(page.getByText(project.location, { exact: true })).toBeVisible();
    await expect(page.getByText(project.text)).toBeVisible();
    const cover = page.getByRole("img").first();
    await expect(cover).toHaveJSProperty("complete", true);
    expect(await cover.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(
      0,
    );
    await page.getByRole("link", { name: portfolioPageCopy.backLink.label }).click();
    await expect(page).toHaveURL("/prosjekter");
  });

  test("a project's meta names the project and its place", { tag: "@server" }, async ({ page }) => {
    const project = demoProjects[1]!;
    await page.goto(`/prosjekter/${project.slug}`);
    await expect(page).toHaveTitle(new RegExp(`^${project.title} i ${project.location} \\|`));
    const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
    expect(new URL(canonical ?? "").pathname).toBe(`/prosjekter/${project.slug}`);
  });

  test(
    "an unknown project shows the not-found page with status 404",
    { tag: "@server" },
    async ({ page }) => {
      const response = await page.goto("/prosjekter/finnes-ikke");
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Vi fant ikke siden");
      await expect(page).toHaveTitle("Vi fant ikke siden | Digitale Poteter");
    },
  );
});

test.describe("search engines", { tag: "@server" }, () => {
  test("the sitemap lists every public page and project, and nothing private", async ({
    request,
    baseURL,
  }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("xml");
    const xml = await response.text();
    const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
    for (const location of locations) expect(location.startsWith(`${baseURL}/`)).toBe(true);
    const paths = locations.map((location) => new URL(location).pathname);
    const noindex = new Set(["/takk", "/auth", "/nyhetsbrev"]);
    for (const { path } of publicPages) {
      if (noindex.has(path)) expect(paths).not.toContain(path);
      else expect(paths).toContain(path);
    }
    expect(paths).toEqual(expect.arrayContaining([...indexablePaths]));
    for (const project of demoProjects) expect(paths).toContain(`/prosjekter/${project.slug}`);
    for (const path of paths) expect(path).not.toMatch(/^\/(admin|auth|prosjekt\/)/);
  });

  test("robots.txt keeps crawlers out of staff and customer pages and points to the sitemap", async ({
    request,
    baseURL,
  }) => {
    const response = await request.get("/robots.txt");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("text/plain");
    const lines = (await response.text()).split("\n");
    expect(lines).toEqual(
      expect.arrayContaining([
        "User-agent: *",
        "Disallow: /admin",
        "Disallow: /auth",
        "Disallow: /prosjekt/",
        `Sitemap: ${baseURL}/sitemap.xml`,
      ]),
    );
    expect(lines).not.toContain("Disallow: /prosjekter");
  });

  test("the web app manifest and the icons it names are served", async ({ page, request }) => {
    await page.goto("/");
    const href = await page.locator('link[rel="manifest"]').getAttribute("href");
    const manifest = (await (await request.get(href ?? "")).json()) as {
      name: string;
      icons: { src: string; sizes: string }[];
    };
    expect(manifest.name).toBe("Digitale Poteter AS");
    const icons = [
      ...manifest.icons.map((icon) => icon.src),
      ...(await page
        .locator('link[rel="icon"], link[rel="apple-touch-icon"]')
        .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""))),
    ];
    for (const icon of icons) {
      const response = await request.get(icon);
      expect(response.status(), icon).toBe(200);
      expect(response.headers()["content-type"], icon).toMatch(/^image\//);
    }
  });
});
