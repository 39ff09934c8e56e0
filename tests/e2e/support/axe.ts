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
  browser,
  context,
  baseURL,
}: {
  page: Page;
  javaScriptEnabled: boolean | undefined;
  browser: Browser;
  context: BrowserContext;
  baseURL: string | undefined;
}) {
  if (javaScriptEnabled !== false) return analyse(page);
  const url = new URL(page.url());
  const path = `${url.pathname}${url.search}`;
  // A context made in a test inherits the project's options, JavaScript off included.
  const scriptless = await browser.newContext({ baseURL, javaScriptEnabled: true });
  try {
    await scriptless.addCookies(await context.cookies());
    await scriptless.route("**/*", (route) =>
      route.request().resourceType() === "script" ? route.abort() : route.continue(),
    );
    const checked = await scriptless.newPage();
    await checked.goto(path);
    const violations = await analyse(checked, ["color-contrast"]);
    const hydrated = await checked.evaluate(() => document.documentElement.dataset.hydrated);
    if (hydrated) throw new Error(`${path} hydrated although its scripts were forbidden`);
    return violations;
  } finally {
    await scriptless.close();
  }
}

async function analyse(page: Page, skippedRules: string[] = []) {
  const { violations } = await new AxeBuilder({ page }).disableRules(skippedRules).analyze();
  return violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
}
