import AxeBuilder from "@axe-core/playwright";
import type { Browser, BrowserContext, Page } from "@playwright/test";

/**
 * axe-core's findings on the page the test has opened, as "rule: selectors" lines.
 *
 * axe never finishes in a page with JavaScript switched off (its checks wait on the page's
 * event loop). So without JavaScript the same address is checked again in a page whose script
 * files are never delivered: nothing hydrates, and axe runs from outside. That check leaves out
 * colour contrast, the slowest rule by far: the stylesheet is the same with and without
 * JavaScript, and the run with JavaScript checks contrast on the same page.
 */
export async function axeViolations({
  page,
  javaScriptEnabled,
  context,
  scriptlessPage,
}: {
  page: Page;
  javaScriptEnabled: boolean | undefined;
  context: BrowserContext;
  scriptlessPage: () => Promise<Page>;
}) {
  if (javaScriptEnabled !== false) return analyse(page);
  return scriptlessViolations({ page, context, scriptlessPage });
}

/**
 * axe-core's findings on the address `page` has open as it is without JavaScript: checked again
 * in a page whose script files are never delivered, with the cookies of `context`.
 */
export async function scriptlessViolations({
  page,
  context,
  scriptlessPage,
}: {
  page: Page;
  context: BrowserContext;
  scriptlessPage: () => Promise<Page>;
}) {
  const url = new URL(page.url());
  const path = `${url.pathname}${url.search}`;
  const checked = await scriptlessPage();
  await checked.context().clearCookies();
  await checked.context().addCookies(await context.cookies());
  await checked.goto(path);
  const violations = await analyse(checked, ["color-contrast"]);
  const hydrated = await checked.evaluate(() => document.documentElement.dataset.hydrated);
  if (hydrated) throw new Error(`${path} hydrated although its scripts were forbidden`);
  return violations;
}

/**
 * A page whose script files are never delivered, made once per worker: a new page costs
 * more than the check. Only the build's assets are intercepted; every other request goes
 * straight through.
 */
export async function openScriptlessPage(browser: Browser, baseURL: string | undefined) {
  // A context made in a test inherits the project's options, JavaScript off included.
  const scriptless = await browser.newContext({
    baseURL,
    javaScriptEnabled: true,
    serviceWorkers: "block",
  });
  await scriptless.route("**/assets/**", (route) =>
    route.request().resourceType() === "script" ? route.abort() : route.continue(),
  );
  return { page: await scriptless.newPage(), close: () => scriptless.close() };
}

async function analyse(page: Page, skippedRules: string[] = []) {
  // The pages load no frames, so axe runs in the page itself rather than finishing its run
  // in a new blank page each time. Only violations are read: axe then details one node per
  // passed rule instead of every node, a sixth less time per page.
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ["violations"] })
    .disableRules(skippedRules)
    .analyze();
  return violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
}
