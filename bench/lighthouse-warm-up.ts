// Called by scripts/lighthouse.sh before it measures: loads each page once, unmeasured, on
// Lighthouse's mobile emulation, so the server has drawn the picture sizes a phone asks for.
// A deployed site has them in its variant cache; drawn during a measured load, they had the
// server's image work on the same two cores as the page (one home page load: 1 079 ms of
// blocking time cold, 190 ms warm). Usage: vite-node bench/lighthouse-warm-up.ts <origin> <path>…
import { chromium } from "@playwright/test";
import { lighthouseMobile } from "./mobile-emulation";

const [origin, ...paths] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH });
try {
  for (const path of paths) {
    const context = await browser.newContext({ ...lighthouseMobile, serviceWorkers: "block" });
    const page = await context.newPage();
    await page.goto(`${origin}${path}`, { waitUntil: "networkidle" });
    await context.close();
  }
} finally {
  await browser.close();
}
