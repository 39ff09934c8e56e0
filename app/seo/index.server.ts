export { robotsTxt, sitemapEntries, sitemapXml } from "./search-engines.server";
