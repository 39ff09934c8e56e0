export { businessJsonLd, faqPageJsonLd, serviceJsonLd, servicesCatalogJsonLd } from "./json-ld";
export { errorPageTags, loadedPageTags, metaTags, privatePageTags, useSiteUrl } from "./meta";
export { projectPageMeta } from "./copy";
export { pages, type PublicPath } from "./pages";
export { JsonLd } from "./ui/json-ld";
