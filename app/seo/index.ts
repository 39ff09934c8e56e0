export { businessJsonLd, faqPageJsonLd, serviceJsonLd, servicesCatalogJsonLd } from "./json-ld";
export { metaTags, privatePageTags, useSiteUrl } from "./meta";
export { metaForPath } from "./page-meta";
