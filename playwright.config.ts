import { mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

/**
 * The browser tests run against the production build on a free port with its own
 * DATA_DIR. Both are chosen once here and inherited by the workers through the env.
 */
process.env.E2E_PORT ??= String(await freePort());
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), "dp-e2e-"));
process.env.E2E_BROKEN_STORAGE_PORT ??= String(await freePort());
process.env.E2E_OWN_DATA_PORT ??= String(await freePort());
process.env.E2E_CONTENT_PORT ??= String(await freePort());
export const e2eStaffPassword = "testpassord-for-ansatte";

const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;
const brokenStorageURL = `http://127.0.0.1:${process.env.E2E_BROKEN_STORAGE_PORT}`;
const ownDataURL = `http://127.0.0.1:${process.env.E2E_OWN_DATA_PORT}`;
const contentURL = `http://127.0.0.1:${process.env.E2E_CONTENT_PORT}`;

const serverEnv = {
  NODE_ENV: "production",
  HOST: "127.0.0.1",
  LOCAL_STAFF_PASSWORD: e2eStaffPassword,
  FORM_MIN_FILL_SECONDS: "0",
  OUTBOX_POLL_MS: "250",
  // The feedback digests' 10-minute batching is proven in the integration tests.
  FEEDBACK_MAIL_WINDOW_SECONDS: "1",
  // The first server's stdout is shown in the test output; one line per request would bury it.
  LOG_LEVEL: "warn",
  // foundation.spec.ts plays a TLS-terminating proxy on loopback (X-Forwarded-Proto).
  TRUST_PROXY: "loopback",
  RATE_LIMIT_ENQUIRIES: "1000",
  RATE_LIMIT_SIGNUPS: "1000",
  RATE_LIMIT_BRIEFS: "1000",
  RATE_LIMIT_SIGN_IN: "1000",
  RATE_LIMIT_PROJECT_GUESSES: "1000",
  RATE_LIMIT_PROJECT_MESSAGES: "1000",
  INBOUND_MAIL_SECRET: "e2e-inbound-mail-secret-0123456789",
  // Fake ids so the consent tests can see the tags load; their requests are intercepted.
  GA_MEASUREMENT_ID: "G-TEST123",
  GOOGLE_ADS_ID: "AW-TEST456",
  GOOGLE_ADS_CONVERSION_LABEL: "testlabel",
};
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};

/**
 * Specs that change what every other test's pages show (deleting an illustration while
 * another test's page shows it), or that count what no other test may add to (the
 * newsletter's recipients): they get a site and a DATA_DIR of their own.
 */
const ownData = /newsletter-send\.spec\.ts/;
/**
 * Deletes the illustrations it uploads, which the home page and the gallery admin show: on the
 * own-data site after the specs that use it, and one mode after the other, so no page it runs
 * beside asks for a picture it has just deleted.
 */
const gallerySpecs = /admin-gallery\.spec\.ts/;
/**
 * Publishes the site's content (the company's phone number on every page): without
 * JavaScript on the own-data site, with it on a site of its own, so the two never edit the
 * same site and both run beside every other spec.
 */
const contentSpecs = /admin-content\.spec\.ts/;
const [contentWithoutScript] = modes(
  " content",
  { testMatch: contentSpecs },
  { baseURL: ownDataURL },
);
const [, contentWithScript] = modes(
  " content",
  { testMatch: contentSpecs },
  { baseURL: contentURL },
);

/**
 * Which mode a test runs in (decision 335). Untagged, it runs in both: leave a test untagged
 * only when it proves what a visitor can do without JavaScript as well as with it (a form the
 * browser posts, a <details> menu or FAQ, the consent banner, the gallery, a fallback table).
 * Otherwise it runs once:
 * - `@same-without-js`: what it checks does not change without JavaScript (text, links, layout,
 *   what staff see); it runs with JavaScript, and axe can still check the page without it
 *   (`axeWithoutScripts`);
 * - `@js-only` / `@no-js-only`: it is about one of the two modes;
 * - `@server`: it checks what the server sends; it runs without JavaScript.
 */
function modes(
  suffix: string,
  selection: { testIgnore?: RegExp | RegExp[]; testMatch?: RegExp },
  site: { baseURL?: string } = {},
) {
  return [
    {
      name: `no-js${suffix}`,
      grepInvert: /@js-only|@same-without-js/,
      use: {
        ...devices["Desktop Chrome"],
        javaScriptEnabled: false,
        launchOptions: chromium,
        ...site,
      },
      ...selection,
    },
    {
      name: `js${suffix}`,
      grepInvert: /@no-js-only|@server/,
      use: { ...devices["Desktop Chrome"], launchOptions: chromium, ...site },
      ...selection,
    },
  ];
}

export default defineConfig({
  testDir: "tests/e2e",
  globalTeardown: "./tests/e2e/support/global-teardown.ts",
  fullyParallel: true,
  workers: 2,
  // Once, in CI only; a test that passes then is reported flaky and looked into (decision 283).
  retries: process.env.CI ? 1 : 0,
  forbidOnly: true,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  timeout: 60_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    launchOptions: chromium,
    // A trace records every action of every test to keep the failed ones: about a seventh of
    // an action-heavy spec's time, and CI keeps no files to open them from.
    trace: process.env.CI ? "off" : "retain-on-failure",
    // Each fresh context would install the service worker and fill its cache. The specs about
    // it (service-worker, failed-send) allow it again.
    serviceWorkers: "block",
  },
  // The long serial content runs and the newsletter send first: the workers take projects in
  // this order, and at the end of the list they ran on after every short test had finished.
  projects: [
    contentWithoutScript!,
    contentWithScript!,
    ...modes(" own data", { testMatch: ownData }, { baseURL: ownDataURL }),
    ...modes("", { testIgnore: [ownData, contentSpecs, gallerySpecs] }),
    ...oneModeAfterTheOther(
      modes(" gallery", { testMatch: gallerySpecs }, { baseURL: ownDataURL }),
      ["no-js own data", "js own data", "no-js content"],
    ),
  ],
  webServer: [
    { ...siteServer(baseURL, process.env.E2E_DATA_DIR), stdout: "pipe" },
    // The same site on a DATA_DIR of its own, for the specs matched by ownData.
    siteServer(ownDataURL, path.join(process.env.E2E_DATA_DIR, "own-data")),
    // And one more, where the content spec publishes with JavaScript.
    siteServer(contentURL, path.join(process.env.E2E_DATA_DIR, "content")),
    // The same site with its S3 storage unreachable, for the "nothing is lost" failure paths.
    siteServer(brokenStorageURL, path.join(process.env.E2E_DATA_DIR, "broken-storage"), {
      S3_BUCKET: "utilgjengelig",
      S3_ENDPOINT: "http://127.0.0.1:9",
      S3_FORCE_PATH_STYLE: "true",
      AWS_ACCESS_KEY_ID: "test",
      AWS_SECRET_ACCESS_KEY: "test",
      AWS_MAX_ATTEMPTS: "1",
    }),
  ],
});

/** The production server at `url`, writing to `dataDir`. */
function siteServer(url: string, dataDir: string, env: Record<string, string> = {}) {
  return {
    command: "node server.js",
    url: `${url}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { ...serverEnv, PORT: new URL(url).port, DATA_DIR: dataDir, SITE_URL: url, ...env },
  };
}

function oneModeAfterTheOther([first, second]: ReturnType<typeof modes>, after: string[] = []) {
  return [
    { ...first!, dependencies: after },
    { ...second!, dependencies: [first!.name] },
  ];
}

function freePort() {
  return new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}
