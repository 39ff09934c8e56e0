export { galleryWidths, imageUrl, type QualityPreset, standardWidths } from "./variants";
export { ResponsiveImage } from "./ui/responsive-image";
