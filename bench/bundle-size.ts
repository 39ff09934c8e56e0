// What every public page makes a first-time visitor download, counted the way Lighthouse's
// resource summary counts it: each page of the sitemap is loaded in a fresh Chromium on
// Lighthouse's mobile emulation, and every script that comes over the wire during the load is
// added up, headers included, lazily loaded chunks and the service worker with it. Beside it the
// page's HTML as the server gzips it and its CSS. The floor (bench/floor, a bare Remix page with
// the site's Remix, React and Vite) is loaded the same way first, and each page's script is
// printed beside it. The goal for script (the floor's + 20 kB, decision 215) is judged by
// `npm run lighthouse`, in Lighthouse's load window as the issue defines it; this window is longer
// and also takes in what is prefetched once the page is idle, so it shows where the bytes go.
// HTML and CSS are judged here, on budgets of their own: bytes do not move with the machine's
// load, and the floor has no stylesheet. Fails when a page is over one.
import { chromium, type Browser, type BrowserContext, type Request } from "@playwright/test";
import { existsSync, statSync } from "node:fs";
import { get } from "node:http";
import path from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import { startFloor } from "./floor-app";
import { lighthouseMobile as mobile } from "./mobile-emulation";
import { projectRoot, startProductionServer } from "./production-server";

const budgets = { html: 40 * 1024, css: 25 * 1024 };

/**
 * The load window: from navigation until, after the load event, no request has been in flight
 * for `quietMs`, at most `maxWaitMs`. Like Lighthouse's (load, then a quiet network), but quiet
 * for longer than the 1 s PrefetchAfterLoad waits after load before it prefetches three other pages'
 * route modules. Those are scripts transferred during the load, and Lighthouse's window takes
 * them in too (in bench/results/lighthouse-forside-2 they start 2 s in), so they are counted.
 */
const quietMs = 2_000;
const maxWaitMs = 30_000;

type Kind = "script" | "stylesheet";
type Transfer = { url: string; kind: Kind; bytes: number };
type PageResult = { path: string; transfers: Transfer[]; html: number; inlineCss: number };

const server = await startProductionServer();
const floor = await startFloor();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"],
});
const results: PageResult[] = [];
let floorResult: PageResult;
try {
  floorResult = await measurePage(browser, floor.url, "/");
  for (const pagePath of await publicPaths(server.url)) {
    results.push(await measurePage(browser, server.url, pagePath));
  }
} finally {
  await browser.close();
  await floor.stop();
  await server.stop();
}
process.exitCode = report(results, floorResult) ? 0 : 1;

/** Every page the sitemap lists, as a path on the local server. */
async function publicPaths(origin: string) {
  const sitemap = await fetch(`${origin}/sitemap.xml`).then((response) => response.text());
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => {
    const url = new URL(loc!);
    return url.pathname + url.search;
  });
  if (paths.length === 0) throw new Error("sitemap.xml lister ingen sider");
  return paths;
}

async function measurePage(browser: Browser, origin: string, pagePath: string) {
  // A context of its own: an empty HTTP cache and no service worker yet, as on a first visit.
  const context = await browser.newContext({ ...mobile, serviceWorkers: "allow" });
  try {
    const { html, gzipped } = await servedHtml(`${origin}${pagePath}`);
    const network = watchNetwork(context);
    const page = await context.newPage();
    const response = await page.goto(`${origin}${pagePath}`, { waitUntil: "load" });
    if (!response?.ok()) throw new Error(`${pagePath}: svarte ${response?.status()}`);
    await network.quiet();
    const inlineStyles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)];
    return {
      path: pagePath,
      transfers: await network.transfers(),
      html: gzipped,
      inlineCss: gzipSync(inlineStyles.map(([, css]) => css).join("")).length,
    };
  } finally {
    await context.close();
  }
}

/**
 * The page's HTML as sent to `Accept-Encoding: gzip`, asked for before the browser visits: the
 * first request for the page, rendered and compressed as it streams, as most visitors get it
 * (the page cache of decision 073 keeps a page for seconds), not the cached copy, which is
 * compressed in one go and comes out smaller.
 */
async function servedHtml(url: string) {
  const served = await getRaw(url, { "accept-encoding": "gzip", "user-agent": mobile.userAgent });
  const html = (served.encoding === "gzip" ? gunzipSync(served.body) : served.body).toString();
  // A page that failed or came out empty would pass every budget.
  if (served.status !== 200 || !/<h1[\s>]/.test(html)) {
    throw new Error(`${url}: svarte ${served.status} uten overskrift`);
  }
  return { html, gzipped: served.body.length };
}

/**
 * The context's requests, the service worker's included (Playwright reports those on the
 * context, not on the page): which are in flight, and what each finished one transferred.
 */
function watchNetwork(context: BrowserContext) {
  const inFlight = new Set<Request>();
  const finished: Promise<Transfer | undefined>[] = [];
  let lastActivity = Date.now();
  context.on("request", (request) => {
    inFlight.add(request);
    lastActivity = Date.now();
  });
  context.on("requestfailed", (request) => {
    inFlight.delete(request);
    lastActivity = Date.now();
  });
  context.on("requestfinished", (request) => {
    inFlight.delete(request);
    lastActivity = Date.now();
    finished.push(transfer(request));
  });
  return {
    quiet: async () => {
      const deadline = Date.now() + maxWaitMs;
      while (Date.now() < deadline && (inFlight.size > 0 || Date.now() - lastActivity < quietMs)) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    transfers: async () =>
      (await Promise.all(finished)).filter((item): item is Transfer => item !== undefined),
  };
}

/** A script or stylesheet that came over the network; anything else is left out. */
async function transfer(request: Request) {
  const response = await request.response();
  const contentType = (await response?.headerValue("content-type")) ?? "";
  const kind = kindOf(request.resourceType(), contentType);
  if (!kind || !response) return undefined;
  const sizes = await request.sizes();
  // Playwright gets the body size by subtracting the headers from Chromium's encodedDataLength
  // (Network.loadingFinished), so the two added up are encodedDataLength: the bytes over the
  // wire, headers included, which Lighthouse reports as transferSize. A response from the HTTP
  // cache or from the service worker comes to 0 or less.
  let bytes = sizes.responseBodySize + sizes.responseHeadersSize;
  const sizeUnknown = sizes.responseBodySize === 0 && response.status() === 200;
  if (sizeUnknown && !response.fromServiceWorker()) {
    // Chromium gives no encodedDataLength for the service worker's own script, so it is
    // fetched once more the way the browser asked for it.
    const encoding = (await request.headerValue("accept-encoding")) ?? "gzip, deflate, br";
    const served = await getRaw(request.url(), { "accept-encoding": encoding });
    bytes = sizes.responseHeadersSize + served.body.length;
  }
  if (bytes <= 0) return undefined;
  return { url: new URL(request.url()).pathname, kind, bytes };
}

/**
 * Once the service worker controls the page it fetches the lazily loaded chunks for it: the
 * page's request (type script) then transfers nothing and the worker's (type fetch) carries
 * the bytes, so the content type decides as well.
 */
function kindOf(resourceType: string, contentType: string): Kind | undefined {
  if (resourceType === "script" || /javascript/.test(contentType)) return "script";
  if (resourceType === "stylesheet" || contentType.startsWith("text/css")) return "stylesheet";
  return undefined;
}

/** A response with its body as sent, still compressed: node:http, unlike fetch, leaves it so. */
function getRaw(url: string, headers: Record<string, string>) {
  return new Promise<{ status?: number; encoding?: string; body: Buffer }>((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({
          status: response.statusCode,
          encoding: response.headers["content-encoding"],
          body: Buffer.concat(chunks),
        }),
      );
      response.on("error", reject);
    }).on("error", reject);
  });
}

function kB(bytes: number) {
  return `${(bytes / 1024).toFixed(1)} kB`;
}

function sum(transfers: Transfer[]) {
  return transfers.reduce((total, item) => total + item.bytes, 0);
}

function totalsOf(page: PageResult) {
  const scripts = page.transfers.filter((item) => item.kind === "script");
  const stylesheets = page.transfers.filter((item) => item.kind === "stylesheet");
  return {
    js: sum(scripts),
    scripts: scripts.length,
    html: page.html,
    css: page.inlineCss + sum(stylesheets),
  };
}

/** Prints the table, the floor's line first, and the largest scripts; true when all are within. */
function report(pages: PageResult[], floor: PageResult) {
  const floorTotals = totalsOf(floor);
  const floorLabel = "gulvet (bench/floor)";
  const width = Math.max(floorLabel.length, ...pages.map((page) => page.path.length));
  const columns = ["JS", "mot gulvet", "skript", "HTML gzip", "CSS gzip"];
  const line = (label: string, cells: string[], verdict = "") =>
    console.log(
      `${label.padEnd(width)}  ${cells.map((cell) => cell.padStart(10)).join("  ")}  ${verdict}`.trimEnd(),
    );
  console.log(
    `\nOffentlige sider (${pages.length}), første besøk på mobil. JS: overført med headere til nettverket har vært stille ${quietMs / 1000} s etter load.`,
  );
  line("Side", columns);
  const cellsOf = (totals: ReturnType<typeof totalsOf>, versus: string) => [
    kB(totals.js),
    versus,
    String(totals.scripts),
    kB(totals.html),
    kB(totals.css),
  ];
  line(floorLabel, cellsOf(floorTotals, ""));
  let allWithin = true;
  for (const page of pages) {
    const totals = totalsOf(page);
    const over = (Object.keys(budgets) as (keyof typeof budgets)[]).filter(
      (kind) => totals[kind] > budgets[kind],
    );
    if (over.length > 0) allWithin = false;
    const difference = totals.js - floorTotals.js;
    const versus = `${difference >= 0 ? "+" : "-"}${kB(Math.abs(difference))}`;
    line(
      page.path,
      cellsOf(totals, versus),
      over.length === 0 ? "innenfor" : `OVER: ${over.join(", ").toUpperCase()}`,
    );
  }
  console.log(
    `Budsjett per side: HTML ${kB(budgets.html)} gzip med stilarket i siden, CSS ${kB(budgets.css)} gzip. ` +
      "Skript dømmes av npm run lighthouse (gulvets + 20 kB, i Lighthouses lastevindu).",
  );
  printLargestScripts(pages);
  return allWithin;
}

function printLargestScripts(pages: PageResult[], count = 10) {
  const byUrl = new Map<string, { bytes: number; pages: number }>();
  for (const item of pages.flatMap((page) => page.transfers)) {
    if (item.kind !== "script") continue;
    const seen = byUrl.get(item.url) ?? { bytes: 0, pages: 0 };
    byUrl.set(item.url, { bytes: Math.max(seen.bytes, item.bytes), pages: seen.pages + 1 });
  }
  console.log(`\nStørste skriptfiler (overført; rå størrelse i build/client; antall sider):`);
  const largest = [...byUrl].sort(([, a], [, b]) => b.bytes - a.bytes).slice(0, count);
  for (const [url, { bytes, pages: seenOn }] of largest) {
    const file = path.join(projectRoot, "build/client", url);
    const raw = existsSync(file) ? kB(statSync(file).size) : "?";
    console.log(
      `  ${kB(bytes).padStart(9)}  ${raw.padStart(9)}  ${String(seenOn).padStart(2)}  ${url}`,
    );
  }
}
