import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
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

/** The build's script files that contain `marker`: where a library's code ended up. */
export function buildScriptsHolding(marker: string) {
  const assets = "build/client/assets";
  const files = readdirSync(assets).filter(
    (file) =>
      file.endsWith(".js") && readFileSync(path.join(assets, file), "utf8").includes(marker),
  );
  if (files.length === 0) throw new Error(`no script of the build holds ${marker}`);
  return files;
}

/**
 * Records which of `files` the page requests from now on, past the browser's cache, so a
 * test can tell what a page loads at once from what it loads later.
 */
export async function watchScriptRequests(page: Page, files: string[]) {
  const requested: string[] = [];
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  page.on("request", (request) => {
    const file = path.basename(new URL(request.url()).pathname);
    if (files.includes(file)) requested.push(file);
  });
  return () => [...requested];
}

/** Zod's script files (its error class), most of the form checks' weight. */
export const zodMarker = "ZodError";
/** Conform's script files (its form state's pending intents). */
export const conformMarker = "pendingIntents";
