import type { Page } from "@playwright/test";
import { company } from "../../app/company/copy";
import { telHref } from "../../app/company/phone";
import { home } from "../../app/home/copy/home";
import { homeDefaults } from "../../app/site-content/documents/home";
import { teamDefaults } from "../../app/site-content/documents/team";
import { services } from "../../app/services/copy";
import { getServicePage } from "../../app/services/copy/pages";
import { expectLinksLeadTo } from "./support/links";
import { expect, test } from "./support/test";

const wide = { width: 1280, height: 800 };
const narrow = { width: 800, height: 1000 };
/** What the animation section's player would be, had the test let it reach YouTube. */
const youtubePlayer = /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]+\?autoplay=1$/;

const heroVideo = (page: Page) => page.locator("video");

/** The sections' headings in page order (section 8 has two), as a fresh install shows them. */
const sectionHeadings = [
  homeDefaults.hero.heading,
  homeDefaults.intro.heading,
  homeDefaults.facts.heading,
  homeDefaults.services.heading,
  homeDefaults.testimonials.heading,
  teamDefaults.heading,
  home.animation.heading,
  home.statements[0].heading,
  home.statements[1].heading,
  homeDefaults.process.heading,
  home.gallery.heading,
  homeDefaults.contact.heading,
  homeDefaults.newsletter.heading,
];

async function expectThumbnailShown(page: Page) {
  const thumbnail = page.getByRole("img", { name: home.animation.thumbnail.alt });
  await thumbnail.scrollIntoViewIfNeeded();
  await expect
    .poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBe(home.animation.thumbnail.width);
}

test("shows the twelve sections in the spec's order, each with its heading @same-without-js", async ({
  page,
  visit,
}) => {
  await visit("/");
  const headings = await page.locator("main").locator("h1, h2").allTextContents();
  const shown = headings
    .map((text) => text.trim())
    .filter((text) => sectionHeadings.includes(text));
  expect(shown).toEqual(sectionHeadings);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(homeDefaults.hero.heading);
  await expect(page.getByText(homeDefaults.contact.subtitle)).toBeVisible();
  await expect(page.getByRole("link", { name: homeDefaults.hero.galleryLabel })).toHaveAttribute(
    "href",
    "/illustrasjoner",
  );
  await expect(page.locator("section#tjenester")).toBeVisible();
  await expect(page.locator("section#testimonials")).toContainText(
    homeDefaults.testimonials.items[0]!.author,
  );
  await expect(page.getByText(homeDefaults.process.delivery)).toBeVisible();
});

test("shows the facts and lets visitors call or e-mail each team member @same-without-js", async ({
  page,
  visit,
}) => {
  await visit("/");
  const facts = page.getByRole("region", { name: homeDefaults.facts.heading });
  await expect(facts.getByRole("definition")).toHaveText([
    company.foundedDisplay,
    String(company.employees),
    company.projectsDisplay,
    company.address.region,
  ]);
  const { foundedLabel, employeesLabel, projectsLabel, regionLabel } = homeDefaults.facts;
  await expect(facts.getByRole("term")).toHaveText([
    foundedLabel,
    employeesLabel,
    projectsLabel,
    regionLabel,
  ]);
  for (const member of teamDefaults.members) {
    const photo = page.getByRole("img", { name: member.photo.alt });
    await photo.scrollIntoViewIfNeeded();
    await expect
      .poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBe(member.photo.width);
    await expect(
      page.getByRole("link", { name: home.team.phoneLabel(member.name) }),
    ).toHaveAttribute("href", telHref(member.phone));
    await expect(
      page.getByRole("link", { name: home.team.emailLabel(member.name) }),
    ).toHaveAttribute("href", `mailto:${member.email}`);
  }
});

test("each service card ends on its service page @same-without-js", async ({
  page,
  visit,
  request,
}) => {
  await visit("/");
  const cards = page.locator("#tjenester");
  await expectLinksLeadTo(
    cards,
    request,
    services.map((service) => ({ name: service.title, route: service.route })),
  );
  const [first] = services;
  await cards.getByRole("link", { name: first.title, exact: true }).click();
  await expect(page).toHaveURL(first.route);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    getServicePage(first.slug).page.heading,
  );
});

test("the services section links to the property visualisation page @same-without-js", async ({
  page,
  visit,
}) => {
  await visit("/");
  await page
    .locator("#tjenester")
    .getByRole("link", { name: home.services.propertyLink.label })
    .click();
  await expect(page).toHaveURL("/3d-visualisering-eiendom");
});

test.describe("hero video", () => {
  test("appears about two seconds after load on a wide screen @js-only", async ({
    page,
    visit,
  }) => {
    await page.setViewportSize(wide);
    // Both times on the page's own clock, so a slow test machine cannot make the delay look short.
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.querySelector("video")) return;
        document.documentElement.dataset.videoAt = String(performance.now());
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    await visit("/");
    await expect(heroVideo(page)).toHaveCount(1, { timeout: 8_000 });
    const delay = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType(
        "navigation",
      ) as PerformanceNavigationTiming[];
      return Number(document.documentElement.dataset.videoAt) - navigation!.loadEventEnd;
    });
    expect(delay).toBeGreaterThanOrEqual(2_000);
    expect(delay).toBeLessThan(6_000);
    await expect(heroVideo(page)).toHaveAttribute("src", "/media/hero-loop.mp4");
    expect(
      await heroVideo(page).evaluate((video: HTMLVideoElement) => video.muted && video.loop),
    ).toBe(true);
  });

  test("never appears below 1024 px @js-only", async ({ page, visit }) => {
    await page.setViewportSize(narrow);
    await page.clock.install();
    await visit("/");
    await page.clock.fastForward(3_000);
    await expect(heroVideo(page)).toHaveCount(0);
  });

  test("never appears without JavaScript, the still image stays @no-js-only", async ({
    page,
    visit,
  }) => {
    await page.setViewportSize(wide);
    await visit("/");
    await expect(heroVideo(page)).toHaveCount(0);
    await expect(page.getByRole("img", { name: home.hero.image.alt })).toBeVisible();
  });

  test(
    "the still image is preloaded at high priority and sized",
    { tag: "@server" },
    async ({ page, visit }) => {
      await visit("/");
      const preload = page.locator('link[rel="preload"][as="image"]');
      await expect(preload).toHaveAttribute("imagesrcset", home.hero.image.srcSet);
      const image = page.getByRole("img", { name: home.hero.image.alt });
      await expect(image).toHaveAttribute("fetchpriority", "high");
      // The carousel's first slides load at once too, but behind the hero, not beside it.
      await expect(page.locator('img[fetchpriority="high"]')).toHaveCount(1);
      await expect(image).toHaveAttribute("width", String(home.hero.image.width));
      await expect(image).toHaveAttribute("height", String(home.hero.image.height));
    },
  );
});

test.describe("animation video", () => {
  test("loads the YouTube player only after play is pressed @js-only", async ({ page, visit }) => {
    const playerRequests: string[] = [];
    await page.route(/youtube(-nocookie)?\.com/, (route) => {
      playerRequests.push(route.request().url());
      return route.fulfill({
        contentType: "text/html",
        body: "<!doctype html><title>Spiller</title>",
      });
    });
    await visit("/");
    await expectThumbnailShown(page);
    await expect(page.locator("iframe")).toHaveCount(0);
    expect(playerRequests).toEqual([]);

    await page.getByRole("button", { name: home.animation.playLabel }).click();
    const player = page.locator(`iframe[title="${home.animation.playerTitle}"]`);
    await expect(player).toHaveAttribute("src", youtubePlayer);
    await expect.poll(() => playerRequests.length).toBeGreaterThan(0);
  });

  test("is a link to the video on YouTube without JavaScript @no-js-only", async ({
    page,
    visit,
  }) => {
    await visit("/");
    await expectThumbnailShown(page);
    await expect(page.locator("iframe")).toHaveCount(0);
    await expect(page.getByRole("link", { name: home.animation.noScriptLabel })).toHaveAttribute(
      "href",
      /^https:\/\/www\.youtube\.com\/watch\?v=[\w-]+$/,
    );
  });
});

test(
  "describes the business in JSON-LD and in the head",
  { tag: "@server" },
  async ({ page, visit, baseURL }) => {
    await visit("/");
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const business = blocks
      .map((text) => JSON.parse(text) as Record<string, unknown>)
      .find((data) => [data["@type"]].flat().includes("ProfessionalService"));
    expect(business).toMatchObject({
      "@context": "https://schema.org",
      "@type": expect.arrayContaining(["ProfessionalService", "LocalBusiness"]),
      name: company.legalName,
      telephone: company.phone,
      email: company.email,
      foundingDate: company.founded,
      address: expect.objectContaining({
        streetAddress: company.address.street,
        addressLocality: company.address.city,
        addressCountry: "NO",
      }),
      areaServed: company.areaServed.map((name) => expect.objectContaining({ name })),
    });

    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{50,}/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      "content",
      await page.title(),
    );
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      "content",
      `${baseURL}/media/og-image.jpg`,
    );
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute(
      "content",
      "summary_large_image",
    );
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  },
);

test.describe("the sections below the first screen @js-only", () => {
  const phone = { width: 390, height: 844 };
  const belowTheFoldCode = /\/assets\/below-the-fold-[\w-]+\.js$/;
  const contactForm = (page: Page) => page.locator("#kontaktskjema");
  /** The carousel's buttons exist only once its section has hydrated. */
  const hydrated = (page: Page) =>
    expect(page.getByRole("button", { name: "Neste bilde" })).toBeVisible();

  async function expectInlineEmailCheck(page: Page) {
    const email = contactForm(page).getByLabel("E-post");
    await email.fill("ikke-en-adresse");
    await email.blur();
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAccessibleDescription(/gyldig e-postadresse/);
    // Checked in the browser: a check sent to the server would have landed on /kontakt.
    await expect(page).toHaveURL("/");
  }

  test("load their code only as the visitor scrolls towards them, then work as usual", async ({
    page,
    visit,
  }) => {
    await page.setViewportSize(phone);
    const requested: string[] = [];
    page.on("request", (request) => requested.push(new URL(request.url()).pathname));
    await visit("/");
    await page.waitForLoadState("networkidle");
    expect(requested.filter((path) => belowTheFoldCode.test(path))).toEqual([]);
    await expect(contactForm(page).getByLabel("Navn")).toBeAttached();

    const code = page.waitForRequest(belowTheFoldCode);
    await page.locator("#kontakt").scrollIntoViewIfNeeded();
    await code;
    await hydrated(page);
    await expectInlineEmailCheck(page);
  });

  test("load their code at the first key press, before any scrolling", async ({ page, visit }) => {
    await page.setViewportSize(phone);
    await visit("/");
    const code = page.waitForRequest(belowTheFoldCode);
    await page.keyboard.press("Tab");
    await code;
  });

  test("are all there after a client-side navigation to the home page", async ({ page, visit }) => {
    await visit("/kontakt");
    await page.getByRole("banner").getByRole("link", { name: company.name }).first().click();
    await expect(page).toHaveURL("/");
    await expect(page.locator("#nyhetsbrev form")).toBeVisible();
    await hydrated(page);
    await page.locator("#kontakt").scrollIntoViewIfNeeded();
    await expectInlineEmailCheck(page);
  });
});
