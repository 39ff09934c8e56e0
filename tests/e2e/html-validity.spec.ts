import type { APIRequestContext } from "@playwright/test";
import { htmlErrorsOf } from "./support/html";
import { publicPages } from "./support/routes";
import { expect, test } from "./support/test";

const crawler = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const everyCookieAccepted = encodeURIComponent(
  JSON.stringify({
    timestamp: "2026-11-23T12:00:00.000Z",
    analytics: true,
    ads: true,
    necessary: true,
  }),
);

/** Every page in the sitemap, the public pages that stay out of it, and a 404. */
async function publicPaths(request: APIRequestContext) {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    ([, location]) => new URL(location!).pathname,
  );
  expect(listed.filter((path) => path.startsWith("/prosjekter/")).length).toBeGreaterThan(0);
  return [
    ...new Set([...listed, ...publicPages.map((page) => page.path), "/denne-siden-finnes-ikke"]),
  ];
}

test(
  "every public page is valid HTML and carries no NUL character, as browsers and crawlers get it",
  // The server sends the same HTML whether the browser runs JavaScript or not: one check does.
  { tag: "@no-js-only" },
  async ({ request }) => {
    // A safety margin for a busy machine; on an idle one the whole test takes a few seconds.
    test.setTimeout(120_000);
    const paths = await publicPaths(request);
    const get = async (name: string, path: string, headers: Record<string, string> = {}) => {
      const response = await request.get(path, { headers, maxRedirects: 0 });
      return { name, status: response.status(), body: await response.body() };
    };
    const [forBrowsers, forCrawlers, withEveryCookie] = await Promise.all([
      Promise.all(paths.map((path) => get(path, path))),
      // Crawlers get the whole document at once instead of streamed: other chunks, same text.
      Promise.all(paths.map((path) => get(`${path} (søkerobot)`, path, { "User-Agent": crawler }))),
      get("/ (alle cookies godtatt)", "/", { Cookie: `cookie-consent=${everyCookieAccepted}` }),
    ]);
    const fetched = [...forBrowsers, ...forCrawlers, withEveryCookie];

    expect(
      fetched
        .filter((page) => page.status !== (page.name.startsWith("/denne-siden") ? 404 : 200))
        .map((page) => `${page.name}: ${page.status}`),
    ).toEqual([]);
    expect(fetched.filter((page) => page.body.includes(0)).map((page) => page.name)).toEqual([]);
    const checked = [...forBrowsers, withEveryCookie];
    expect(
      await htmlErrorsOf(checked.map(({ name, body }) => ({ name, html: body.toString("utf8") }))),
    ).toEqual([]);
  },
);
