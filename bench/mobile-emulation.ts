/** Lighthouse's default mobile emulation, so the same images, links and prefetches are in view. */
export const lighthouseMobile = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  // A phone's, not HeadlessChrome's: isbot would make the server wait for the whole page.
  userAgent:
    "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36",
};
