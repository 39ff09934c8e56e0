import { describe, expect, it } from "vitest";
import { robotsTxt, sitemapXml } from "./search-engines.server";

const siteUrl = new URL("https://digitalepoteter.example");

describe("sitemapXml", () => {
  it("lists absolute, escaped URLs with the last change where known", () => {
    const xml = sitemapXml(siteUrl, [
      { path: "/" },
      { path: "/prosjekter/a&b", lastModified: new Date("2026-11-20T10:00:00Z") },
    ]);
    expect(xml).toContain("<loc>https://digitalepoteter.example/</loc>");
    expect(xml).toContain(
      "<url><loc>https://digitalepoteter.example/prosjekter/a&amp;b</loc><lastmod>2026-11-20T10:00:00.000Z</lastmod></url>",
    );
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });
});

describe("robotsTxt", () => {
  it("keeps crawlers out of staff and customer pages and names the sitemap", () => {
    expect(robotsTxt(siteUrl).split("\n")).toEqual([
      "User-agent: *",
      "Disallow: /admin",
      "Disallow: /auth",
      "Disallow: /prosjekt/",
      "",
      "Sitemap: https://digitalepoteter.example/sitemap.xml",
      "",
    ]);
  });
});
