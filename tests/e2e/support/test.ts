import { test as base, expect, type Page } from "@playwright/test";
import { axeViolations, openScriptlessPage, scriptlessViolations } from "./axe";

const abortedNavigationLog = "AbortError: signal is aborted without reason";
const cspViolationLog = "CSP-brudd:";

/** Every browser test fails if the page logs an error, throws, or breaks its CSP. */
export const test = base.extend<
  {
    /**
     * The cookie choice a test starts with. Most tests start as a returning visitor who
     * chose necessary cookies only, so the banner stays away; the consent tests start with none.
     */
    storedConsent: { analytics: boolean; ads: boolean } | null;
    /** Console errors a test causes on purpose (a dropped connection), matched by text. */
    expectedConsoleErrors: RegExp | null;
    failOnConsoleErrors: void;
    /** Opens a page and, when JavaScript is on, waits until it has hydrated. */
    visit: (url: string) => Promise<void>;
    /** axe-core's findings on the page the test has open, as "rule: selectors" lines. */
    axe: () => Promise<string[]>;
    /**
     * axe-core's findings on the same address as it is without JavaScript, in either mode: for a
     * test that checks a page once for both (`@same-without-js`).
     */
    axeWithoutScripts: () => Promise<string[]>;
  },
  {
    /** A page without the site's scripts, for axe to check pages without JavaScript in. */
    scriptlessPage: () => Promise<Page>;
  }
>({
  storedConsent: [{ analytics: false, ads: false }, { option: true }],
  expectedConsoleErrors: [null, { option: true }],
  context: async ({ context, storedConsent, baseURL }, use) => {
    if (storedConsent) {
      const record = { timestamp: new Date().toISOString(), ...storedConsent, necessary: true };
      await context.addCookies([
        {
          name: "cookie-consent",
          value: encodeURIComponent(JSON.stringify(record)),
          url: baseURL ?? "",
        },
      ]);
    }
    await use(context);
  },
  visit: async ({ page, javaScriptEnabled }, use) => {
    await use(async (url) => {
      await page.goto(url);
      if (javaScriptEnabled !== false) await waitForHydration(page);
    });
  },
  axe: async ({ page, javaScriptEnabled, context, scriptlessPage }, use) => {
    await use(() => axeViolations({ page, javaScriptEnabled, context, scriptlessPage }));
  },
  axeWithoutScripts: async ({ page, context, scriptlessPage }, use) => {
    await use(() => scriptlessViolations({ page, context, scriptlessPage }));
  },
  scriptlessPage: [
    async ({ browser }, use, workerInfo) => {
      let opened: ReturnType<typeof openScriptlessPage> | undefined;
      await use(async () => {
        opened ??= openScriptlessPage(browser, workerInfo.project.use.baseURL);
        return (await opened).page;
      });
      if (opened) await (await opened).close();
    },
    { scope: "worker" },
  ],
  failOnConsoleErrors: [
    async ({ page, expectedConsoleErrors }, use) => {
      const problems: string[] = [];
      const failedDocuments = new Set<string>();
      page.on("response", (response) => {
        const request = response.request();
        // A 4xx document, or an action answering a form with 4xx/5xx, is the app's answer, not a fault.
        if (
          (request.isNavigationRequest() || request.method() === "POST") &&
          response.status() >= 400
        ) {
          failedDocuments.add(response.url());
        }
      });
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        // Chromium logs every such answer as an error; the test asserts what the visitor sees
        // instead. A page answered with 4xx still keeps to the CSP.
        const cspViolation = message.text().startsWith(cspViolationLog);
        if (failedDocuments.has(message.location().url) && !cspViolation) return;
        if (expectedConsoleErrors?.test(message.text())) return;
        // Remix's single fetch logs the AbortError of a navigation that the next click cut
        // short, then drops that navigation; the visitor sees only the second page.
        if (message.text().startsWith(abortedNavigationLog)) return;
        problems.push(`${message.text()} (${message.location().url})`);
      });
      page.on("pageerror", (error) => problems.push(error.message));
      // What the CSP blocks, even a probe whose failure the page catches, is an error too.
      await page.addInitScript((log) => {
        document.addEventListener("securitypolicyviolation", (event) => {
          console.error(`${log} ${event.effectiveDirective} ${event.blockedURI}`);
        });
      }, cspViolationLog);
      await use();
      expect(problems, "konsollfeil på siden").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Waits until React has hydrated, so clicks reach event handlers. */
export async function waitForHydration(page: import("@playwright/test").Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}
