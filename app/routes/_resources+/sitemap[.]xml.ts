import { getConfig } from "~/config/index.server";
import { listPublishedProjects } from "~/portfolio/index.server";
import { sitemapEntries, sitemapXml } from "~/seo/index.server";
import { cachePolicies } from "~/headers";

export async function loader() {
  const xml = sitemapXml(getConfig().siteUrl, sitemapEntries(await listPublishedProjects()));
  return new Response(xml, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": cachePolicies.sitemap,
    },
  });
}
