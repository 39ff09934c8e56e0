/**
 * The image route's vocabulary, shared by the server (parsing, caching) and the
 * browser (srcset building), so both agree on which variants exist.
 */

/** Where the image route answers; every image address is built from this. */
export const IMAGE_ROUTE_PREFIX = "/bilder";

/** The spec's responsive width sets: gallery pictures and everything else. */
export const galleryWidths = [400, 800, 1200, 1600] as const;
export const standardWidths = [320, 640, 1024, 1920] as const;

/** Every width the route produces; a requested width snaps up to one of these. */
export const variantWidths = [...new Set([...galleryWidths, ...standardWidths])].sort(
  (a, b) => a - b,
);
export const minWidth = variantWidths[0]!;
export const maxWidth = variantWidths[variantWidths.length - 1]!;

export const qualityPresets = { low: 60, medium: 80, high: 90 } as const;
export type QualityPreset = keyof typeof qualityPresets;

export type OutputFormat = "avif" | "webp" | "jpeg";
export type RequestedFormat = OutputFormat | "auto";

export type ImageUrlOptions = {
  width?: number;
  quality?: QualityPreset | number;
  format?: RequestedFormat;
};

/** The route address of a stored image; without options it is the default variant. */
export function imageUrl(key: string, options: ImageUrlOptions = {}) {
  const path = key.split("/").map(encodeURIComponent).join("/");
  const search = new URLSearchParams();
  if (options.width !== undefined) search.set("w", String(options.width));
  if (options.quality !== undefined) search.set("q", String(options.quality));
  if (options.format !== undefined) search.set("fm", options.format);
  const query = search.toString();
  return `${IMAGE_ROUTE_PREFIX}/${path}${query ? `?${query}` : ""}`;
}
