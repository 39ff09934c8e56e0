import { expect, type Page } from "@playwright/test";

/**
 * Where the page comes to rest: its scroll position, read until two readings a quarter of a
 * second apart agree, so a smooth scroll still under way (to a focused field, or the jump to
 * the top this guards against) has run out first.
 */
export async function restingScrollY(page: Page) {
  let last: number | undefined;
  await expect
    .poll(
      async () => {
        const now = await page.evaluate(() => Math.round(window.scrollY));
        const resting = now === last;
        last = now;
        return resting;
      },
      { intervals: [250], message: "siden sluttet aldri å rulle" },
    )
    .toBe(true);
  return last!;
}
