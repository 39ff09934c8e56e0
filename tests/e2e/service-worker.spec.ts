import { expect, test } from "./support/test";

// Chromium's own lines for what the page still fetches after the network is cut on purpose.
test.use({
  serviceWorkers: "allow",
  expectedConsoleErrors: /net::ERR_FAILED|net::ERR_INTERNET_DISCONNECTED/,
});

test("the service worker caches the page's build assets and shows the offline page without a network @js-only", async ({
  page,
  context,
  visit,
}) => {
  await visit("/");
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const cache = await caches.open("assets-v1");
        return (await cache.keys()).map((request) => new URL(request.url).pathname);
      }),
    )
    .toEqual(
      expect.arrayContaining([
        "/offline.html",
        expect.stringMatching(/^\/assets\/entry\.client-.+\.js$/),
      ]),
    );

  await context.setOffline(true);
  await page.goto("/tjenester");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Du er frakoblet");
  await context.setOffline(false);
  await page.getByRole("link", { name: "Prøv på nytt" }).click();
  await expect(page.getByRole("contentinfo")).toBeVisible();
});

test("pages, posts and the staff area are never stored by the service worker @js-only", async ({
  page,
  visit,
}) => {
  await visit("/");
  await page.evaluate(() => navigator.serviceWorker.ready);
  await visit("/tjenester");
  await page.getByRole("contentinfo").getByRole("link", { name: "Cookie-innstillinger" }).click();
  await page.getByRole("button", { name: "Kun nødvendige" }).click();
  await expect(page.getByText("Kun nødvendige cookies akseptert")).toBeVisible();
  await visit("/admin");
  const stored = await page.evaluate(async () => {
    const caches_ = await Promise.all((await caches.keys()).map((name) => caches.open(name)));
    const requests = (await Promise.all(caches_.map((cache) => cache.keys()))).flat();
    return requests.map((request) => new URL(request.url).pathname);
  });
  expect(stored.filter((path) => !path.startsWith("/assets/"))).toEqual(["/offline.html"]);
});
