export { pageData } from "./page-data.server";
export { robotsTxt, sitemapEntries, sitemapXml } from "./search-engines.server";
