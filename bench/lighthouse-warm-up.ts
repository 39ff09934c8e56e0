// Before `npm run lighthouse` measures, each page (the floor's too) is loaded once, unmeasured,
// on the device Lighthouse will emulate, so the server has drawn the picture sizes that device
// asks for. A deployed site has them in its variant cache; drawn during a measured load, they
// had the server's image work on the same two cores as the page (one home page load: 1 079 ms
// of blocking time cold, 190 ms warm).
import type { Browser } from "@playwright/test";
import type { Target } from "./lighthouse-pages";
import { lighthouseMobile } from "./mobile-emulation";

/** Lighthouse's desktop preset: a 1350 × 940 window at one device pixel per CSS pixel. */
const lighthouseDesktop = { viewport: { width: 1350, height: 940 }, deviceScaleFactor: 1 };

export async function warmUp(browser: Browser, targets: Target[]) {
  for (const target of targets) {
    const context = await browser.newContext({
      ...(target.device === "mobile" ? lighthouseMobile : lighthouseDesktop),
      extraHTTPHeaders: target.headers,
      serviceWorkers: "block",
    });
    try {
      const page = await context.newPage();
      await page.goto(target.url, { waitUntil: "networkidle" });
    } finally {
      await context.close();
    }
  }
}
