import { describe, expect, it } from "vitest";
import { faq } from "~/services/copy/faq";
import { home, homeSectionHeadings } from "~/home/copy/home";
import { legalNotice, privacyPolicy, terms } from "~/legal/copy";
import { indexablePaths, pages, type PublicPath } from "~/seo/copy";
import { propertyVisualisation, services } from "~/services/copy";

const allText = (value: unknown): string[] => {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(allText);
  if (value && typeof value === "object") return Object.values(value).flatMap(allText);
  return [];
};

describe("site copy", () => {
  it("gives every public route a unique title and a description", () => {
    const titles = Object.values(pages).map((page) => page.title);
    expect(new Set(titles).size).toBe(titles.length);
    for (const page of Object.values(pages)) expect(page.description.length).toBeGreaterThan(40);
  });

  it("has a page entry for every service page, and the sitemap leaves out noindex pages", () => {
    for (const service of services) expect(pages).toHaveProperty([service.route]);
    expect(pages).toHaveProperty([propertyVisualisation.route]);
    expect(indexablePaths).toContain("/tjenester/drone" satisfies PublicPath);
    expect(indexablePaths).not.toContain("/takk");
    expect(indexablePaths).not.toContain("/auth");
  });

  it("lists the seven service cards in the spec's order, some linking to older paths", () => {
    expect(services.map((service) => service.title)).toEqual([
      "3D Illustrasjoner",
      "Animasjoner",
      "360° Visning",
      "Nettsider",
      "Boligvelger",
      "Fotomontasje",
      "Dronetjenester",
    ]);
    const hrefs = Object.fromEntries(services.map((s) => [s.title, s.homeCardHref]));
    expect(hrefs).toMatchObject({
      Nettsider: "/tjenester/web",
      "360° Visning": "/360-visning",
      Dronetjenester: "/dronetjenester",
    });
  });

  it("has the home page's fixed headings word for word", () => {
    expect(homeSectionHeadings).toContain("To digitale poteter");
    expect(homeSectionHeadings).toContain("Prosessen");
    expect(homeSectionHeadings).toContain("Noen av våre arbeider");
    expect(home.contact.subtitle).toBe(
      "Vi hjelper deg gjerne med å finne den beste løsningen for ditt prosjekt",
    );
    expect(home.hero.galleryLink).toEqual({
      label: "Se vårt digitale galleri",
      href: "/illustrasjoner",
    });
    expect(home.process.steps.map((step) => step.title)).toEqual([
      "Oppstart",
      "Modellering",
      "Tilbakemeldinger",
      "Levering",
    ]);
  });

  it("answers at least ten distinct questions in the FAQ", () => {
    const questions = faq.items.map((item) => item.question);
    expect(questions.length).toBeGreaterThanOrEqual(10);
    expect(new Set(questions).size).toBe(questions.length);
  });

  it("names the consent cookie, the supervisory authority and the company in the legal texts", () => {
    const privacy = allText(privacyPolicy).join(" ");
    expect(privacy).toContain("cookie-consent");
    expect(privacy).toContain("Datatilsynet");
    expect(allText(legalNotice).join(" ")).toContain("Organisasjonsnummer");
    expect(allText(terms).join(" ")).toContain("4K");
  });

  it("contains no placeholder text", () => {
    const everything = allText([
      pages,
      home,
      services,
      propertyVisualisation,
      faq,
      privacyPolicy,
      terms,
      legalNotice,
    ]).join(" ");
    expect(everything).not.toMatch(/lorem|ipsum|TODO|\{[a-z]+\}/i);
  });
});
