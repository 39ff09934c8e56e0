export { galleryWidths, imageUrl, type QualityPreset, standardWidths } from "./variants";
