import bodoniLatin from "@fontsource/bodoni-moda/files/bodoni-moda-latin-500-normal.woff2?url";
import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";

/**
 * The Latin files of the two faces every page sets text in, asked for while the HTML is still
 * being read. Found only through the stylesheet, they arrived after the first layout, and the
 * relayout they caused fell after the first paint, where it counts as blocking time (decision 280).
 */
export const fontPreloads = [interLatin, bodoniLatin].map((href) => ({
  rel: "preload",
  href,
  as: "font",
  type: "font/woff2",
  crossOrigin: "anonymous" as const,
}));
