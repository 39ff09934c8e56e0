import { indexablePaths } from "./page-data.server";

/** Paths crawlers are asked to stay out of: the back office, sign-in and customers' own pages. */
const disallowedPaths = ["/admin", "/auth", "/prosjekt/"] as const;

export interface SitemapEntry {
  path: string;
  lastModified?: Date;
}

function escapeXml(text: string) {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

export function sitemapXml(siteUrl: URL, entries: readonly SitemapEntry[]) {
  const urls = entries.map(({ path, lastModified }) => {
    const location = `<loc>${escapeXml(new URL(path, siteUrl).toString())}</loc>`;
    const modified = lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : "";
    return `  <url>${location}${modified}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

/**
 * Every indexable public page, then every published portfolio project; the route hands in the
 * projects, since the portfolio's pages themselves use seo's meta.
 */
export function sitemapEntries(
  projects: readonly { slug: string; updatedAt: Date }[],
): SitemapEntry[] {
  return [
    ...indexablePaths.map((path) => ({ path })),
    ...projects.map((project) => ({
      path: `/prosjekter/${encodeURIComponent(project.slug)}`,
      lastModified: project.updatedAt,
    })),
  ];
}

export function robotsTxt(siteUrl: URL) {
  return [
    "User-agent: *",
    ...disallowedPaths.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${new URL("/sitemap.xml", siteUrl).toString()}`,
    "",
  ].join("\n");
}
