import type { LinkDescriptor } from "@remix-run/node";
import bodoniLatin from "@fontsource/bodoni-moda/files/bodoni-moda-latin-500-normal.woff2?url";
import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";

/**
 * The two font files every page draws its text with (Norwegian needs only the Latin subset),
 * asked for from the page's head. Found only through the stylesheet, they were requested once
 * the page's first layout had run, arrived after it, and had the whole page laid out again:
 * `/`'s longest layout pass, 28 ms of a phone's main thread (decision 347). Asked for at once,
 * they are mostly there before the first layout. The URLs are the stylesheet's own (Vite gives
 * one file one URL), so nothing is fetched twice.
 */
export const fontPreloads: LinkDescriptor[] = [interLatin, bodoniLatin].map((href) => ({
  rel: "preload",
  as: "font",
  type: "font/woff2",
  href,
  crossOrigin: "anonymous",
}));
