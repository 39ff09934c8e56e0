export { galleryCopy } from "./copy/gallery";
export { galleryAdminCopy } from "./copy/gallery-admin";
export { GalleryCarousel } from "./ui/gallery-carousel";
export { GalleryGrid } from "./ui/gallery-grid";
export type { GalleryImage } from "./ui/gallery-image";
export { galleryPageHref, GalleryPagination } from "./ui/gallery-pagination";
export { ServiceFilter } from "./ui/service-filter";
export { ServiceTagsForm } from "./ui/service-tags-form";
