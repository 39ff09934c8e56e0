import type { Page } from "@playwright/test";

const googleTagHosts =
  /^https:\/\/([a-z0-9-]+\.)*(googletagmanager\.com|google-analytics\.com|doubleclick\.net)\//;

/**
 * Answers every request to Google's tag hosts on this machine with a stand-in script, and
 * records the addresses, so a test can tell whether the page asked for the tags at all.
 */
export async function interceptGoogleTags(page: Page) {
  const requests: string[] = [];
  await page.context().route(googleTagHosts, (route) => {
    requests.push(route.request().url());
    return route.fulfill({
      status: 200,
      contentType: "text/javascript",
      body: "window.gtagStandIn = true;",
    });
  });
  return requests;
}

/** The gtag commands the page has queued, as plain arrays. */
export function dataLayerOf(page: Page) {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? []).map((entry) =>
      Array.from(entry),
    ),
  );
}
