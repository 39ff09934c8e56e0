export { galleryWidths, imageUrl, standardWidths } from "./variants";
export { ResponsiveImage } from "./ui/responsive-image";
