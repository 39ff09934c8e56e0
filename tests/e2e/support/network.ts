import type { Page } from "@playwright/test";

/**
 * Holds every request to `url` until `release()` is called, so a test can look at what the
 * page shows while they are on their way without guessing how long that takes.
 */
export async function holdRequests(page: Page, url: string) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
