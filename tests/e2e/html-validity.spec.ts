import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import type { APIRequestContext } from "@playwright/test";
import { publicPages } from "./support/routes";
import { expect, test } from "./support/test";

const vnuJar = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");

const crawler = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const everyCookieAccepted = encodeURIComponent(
  JSON.stringify({
    timestamp: "2026-11-23T12:00:00.000Z",
    analytics: true,
    ads: true,
    necessary: true,
  }),
);

interface Fetched {
  name: string;
  status: number;
  body: Buffer;
}

interface VnuMessage {
  type: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

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
    expect(await validationErrors([...forBrowsers, withEveryCookie])).toEqual([]);
  },
);

/**
 * Runs the Nu HTML Checker once over all pages (one JVM start). The checker's CSS parser is
 * older than the CSS we ship (@property, margin-trim), so its CSS messages are left out; and
 * each page is checked up to </html>, since Remix streams its data scripts after it.
 */
async function validationErrors(pages: Fetched[]) {
  const directory = await mkdtemp(path.join(tmpdir(), "dp-vnu-"));
  try {
    const files = await Promise.all(
      pages.map(async (page, index) => {
        const html = page.body.toString("utf8");
        const end = html.indexOf("</html>");
        const file = path.join(directory, `${index}.html`);
        await writeFile(file, end === -1 ? html : html.slice(0, end + "</html>".length));
        return file;
      }),
    );
    const { stdout } = await promisify(execFile)(
      "java",
      [
        // One short run: the quick compiler alone halves the checker's CPU time; it needs a
        // deeper stack than the default for the HTML schema.
        "-XX:TieredStopAtLevel=1",
        "-Xss4m",
        "-jar",
        vnuJar,
        "--format",
        "json",
        "--errors-only",
        "--no-langdetect",
        "--exit-zero-always",
        "--stdout",
        "--filterpattern",
        "CSS: .*",
        ...files,
      ],
      { maxBuffer: 32 * 1024 * 1024 },
    );
    const { messages } = JSON.parse(stdout) as { messages: VnuMessage[] };
    return messages.map((message) => {
      const index = Number(/(\d+)\.html$/.exec(message.url ?? "")?.[1]);
      const where = pages[index]?.name ?? message.url ?? "";
      return `${where}:${message.lastLine ?? "?"}: ${message.message} «${message.extract ?? ""}»`;
    });
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}
