export { businessJsonLd, faqPageJsonLd, serviceJsonLd, servicesCatalogJsonLd } from "./json-ld";
export { errorPageTags, loadedPageTags, metaTags, privatePageTags, useSiteUrl } from "./meta";
export { pages, projectPageMeta, type PublicPath } from "./copy";
export { JsonLd } from "./ui/json-ld";
