/** What the carousel, the grid and the viewer need of one illustration. */
export type GalleryImage = {
  id: string;
  /** Storage key of the original, served through the image route. */
  imageKey: string;
  alt: string;
  width: number;
  height: number;
};

/** The spec's viewer rule: the current index always stays between 0 and count − 1. */
export function clampIndex(index: number, count: number) {
  return Math.min(Math.max(index, 0), Math.max(count - 1, 0));
}
