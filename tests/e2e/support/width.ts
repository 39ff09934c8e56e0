import type { Page } from "@playwright/test";

/**
 * The page's scroll width beside its client width, with every block laid out: a block below
 * the first screen is laid out only when it nears the screen (decision 292), and until then
 * its content counts for nothing, so a line too wide for a phone there would go unseen.
 */
export function widthsWithEverythingLaidOut(page: Page) {
  return page.evaluate(() => {
    const style = document.createElement("style");
    style.textContent = "* { content-visibility: visible !important; }";
    document.head.append(style);
    const widths = {
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    };
    style.remove();
    return widths;
  });
}
