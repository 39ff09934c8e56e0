export { businessJsonLd, faqPageJsonLd, serviceJsonLd, servicesCatalogJsonLd } from "./json-ld";
export { metaTags, privatePageTags, useSiteUrl } from "./meta";
export { metaForPath } from "./page-meta";
export {
  pageMeta,
  pages,
  projectPageMeta,
  projectsCopy,
  type PublicPath,
  thanksCopy,
} from "./copy";
export { JsonLd } from "./ui/json-ld";
