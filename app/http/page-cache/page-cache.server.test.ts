import { randomBytes } from "node:crypto";
import { createServer, get, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync, inflateSync } from "node:zlib";
import compression from "compression";
import express, { type Express } from "express";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { cachePolicies } from "~/headers";
import { createPageCache } from "./page-cache.server";

const consentCookie = (analytics: boolean, ads: boolean) =>
  `cookie-consent=${encodeURIComponent(JSON.stringify({ timestamp: "2026-11-22T10:00:00.000Z", analytics, ads, necessary: true }))}`;

/**
 * The server start-up's arrangement in small: a fresh nonce and CSP per request, compression,
 * the cache's middleware, the routes, and kept pages answered before Express.
 */
async function startSite(
  routes: (app: Express, nonceOf: (req: IncomingMessage) => string) => void,
  { ttlMs = 60_000, compress = true } = {},
) {
  const nonces = new WeakMap<IncomingMessage, string>();
  const nonceOf = (req: IncomingMessage) => nonces.get(req) ?? "";
  const giveNonce = (req: IncomingMessage, res: ServerResponse) => {
    const nonce = randomBytes(16).toString("base64");
    nonces.set(req, nonce);
    res.setHeader("Content-Security-Policy", `script-src 'nonce-${nonce}'`);
    return nonce;
  };
  const cache = createPageCache({ nonceOf, prepareHit: giveNonce, ttlMs });
  const app = express();
  app.use((req, res, next) => {
    giveNonce(req, res);
    next();
  });
  if (compress) app.use(compression({ threshold: 0 }));
  app.use(cache.keep);
  routes(app, nonceOf);
  const server = createServer((req, res) => {
    if (!cache.answer(req, res)) app(req, res);
  }).listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => server.close(),
  };
}

/** The answer as sent (fetch would decode it): status, headers and the body bytes decoded. */
function getRaw(url: string, acceptEncoding?: string) {
  const headers = acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding };
  return new Promise<{ headers: IncomingMessage["headers"]; body: string }>((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.once("end", () => {
        const bytes = Buffer.concat(chunks);
        const decode = {
          gzip: gunzipSync,
          br: brotliDecompressSync,
          deflate: inflateSync,
        }[response.headers["content-encoding"] ?? ""];
        resolve({
          headers: response.headers,
          body: (decode ? decode(bytes) : bytes).toString("utf8"),
        });
      });
      response.once("error", reject);
    }).once("error", reject);
  });
}

describe("the page cache in front of a site", () => {
  let renders = 0;
  let site: Awaited<ReturnType<typeof startSite>>;

  beforeAll(async () => {
    site = await startSite((app) => {
      app.get("/side", (req, res) => {
        renders += 1;
        res.type("html");
        res.write(`<p>render ${renders} `);
        res.end(`consent ${req.headers.cookie ?? "ingen"}</p>`);
      });
      app.get("/med-cookie", (_req, res) => {
        renders += 1;
        res.cookie("toast", "x").type("html").send(`<p>render ${renders}</p>`);
      });
    });
  });
  afterAll(() => site.close());

  test("renders a public page once and serves the same bytes to the next visitor", async () => {
    const first = await fetch(`${site.base}/side`);
    const firstBody = await first.text();
    const second = await fetch(`${site.base}/side`);
    expect(await second.text()).toBe(firstBody);
    expect(first.headers.get("x-page-cache")).toBe("miss");
    expect(second.headers.get("x-page-cache")).toBe("hit");
    expect(second.headers.get("cache-control")).toBe(cachePolicies.publicPage);
    expect(second.headers.get("vary")).toBe("Cookie, Accept-Encoding");
  });

  test("keeps one copy per consent state", async () => {
    const withConsent = await fetch(`${site.base}/side`, {
      headers: { cookie: consentCookie(true, true) },
    }).then((r) => r.text());
    const without = await fetch(`${site.base}/side`).then((r) => r.text());
    expect(withConsent).not.toBe(without);
    expect(withConsent).toContain("cookie-consent");
  });

  test("does not keep a page that sets a cookie, and marks it private", async () => {
    const before = renders;
    const first = await fetch(`${site.base}/med-cookie`);
    await fetch(`${site.base}/med-cookie`);
    expect(renders).toBe(before + 2);
    expect(first.headers.get("cache-control")).toBe(cachePolicies.personal);
  });

  test.each(["staff-session=abc", "toast=abc", "_ga=1; toast=abc"])(
    "a page rendered for a visitor with %s is private and not kept",
    async (cookie) => {
      const before = renders;
      const answers = [];
      for (let index = 0; index < 2; index += 1) {
        const answer = await fetch(`${site.base}/side`, { headers: { cookie } });
        answers.push(answer.headers.get("cache-control"));
        await answer.arrayBuffer();
      }
      expect(renders).toBe(before + 2);
      expect(answers).toEqual([cachePolicies.personal, cachePolicies.personal]);
    },
  );
});

test("while one visitor renders an expired page, the others get the last copy", async () => {
  // Only the clock the cache reads its expiry from is faked; sockets and streams run as usual.
  vi.useFakeTimers({ toFake: ["Date"] });
  let renders = 0;
  let refreshStarted!: () => void;
  const refreshing = new Promise<void>((resolve) => (refreshStarted = resolve));
  let finishRefresh!: () => void;
  const refreshMayFinish = new Promise<void>((resolve) => (finishRefresh = resolve));
  const site = await startSite(
    (app) => {
      app.get("/treg", async (_req, res) => {
        renders += 1;
        const render = renders;
        if (render > 1) {
          refreshStarted();
          await refreshMayFinish;
        }
        res.type("html").send(`<p>render ${render}</p>`);
      });
    },
    { ttlMs: 10_000, compress: false },
  );
  const url = `${site.base}/treg`;
  try {
    expect(await fetch(url).then((r) => r.text())).toBe("<p>render 1</p>");
    vi.advanceTimersByTime(9_999);
    expect(await fetch(url).then((r) => r.text())).toBe("<p>render 1</p>");
    vi.advanceTimersByTime(1);
    const refreshed = fetch(url).then((r) => r.text());
    await refreshing;
    expect(await fetch(url).then((r) => r.text())).toBe("<p>render 1</p>");
    finishRefresh();
    expect(await refreshed).toBe("<p>render 2</p>");
    expect(await fetch(url).then((r) => r.text())).toBe("<p>render 2</p>");
    expect(renders).toBe(2);
  } finally {
    vi.useRealTimers();
    site.close();
  }
});

/** Text a page may hold: any grapheme, and Norwegian letters, emoji and markup often. */
const pageText = fc.oneof(
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.string({ unit: fc.constantFrom("æ", "ø", "å", "Å", "€", "🥔", "<p>", '"', " ", "\n") }),
);

/** Accept-Encoding as browsers, crawlers and odd clients send it, or none at all. */
const acceptEncoding = fc.option(
  fc
    .array(
      fc.tuple(
        fc.constantFrom("gzip", "GZip", "br", "deflate", "identity", "*", "x-gzip", "zstd"),
        fc.constantFrom("", ";q=0", ";q=0.0", ";q=0.5", ";q=1", " ;q=1.0"),
      ),
      { maxLength: 4 },
    )
    .map((entries) => entries.map(([name, q]) => name + q).join(", ")),
  { nil: undefined },
);

test("every answer, rendered or kept, plain or compressed, decodes to the page with that answer's own nonce", async () => {
  /** The page at each path, as text between the places its nonce goes. */
  const pages = new Map<string, { between: string[]; cuts: number[] }>();
  const site = await startSite((app, nonceOf) => {
    app.get("/side/:id", (req, res) => {
      const page = pages.get(req.path)!;
      // Written in arbitrary byte slices, as a streamed render may cut a character or the nonce.
      const body = Buffer.from(page.between.join(nonceOf(req)));
      res.type("html");
      let at = 0;
      for (const cut of page.cuts) {
        const end = Math.min(body.length, at + cut);
        res.write(body.subarray(at, end));
        at = end;
      }
      res.end(body.subarray(at));
    });
  });
  let run = 0;
  try {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          pageText.chain((text) => fc.integer({ min: 1, max: 300 }).map((n) => text.repeat(n))),
          { minLength: 1, maxLength: 8 },
        ),
        fc.array(fc.integer({ min: 1, max: 4096 }), { maxLength: 6 }),
        fc.array(acceptEncoding, { minLength: 3, maxLength: 3 }),
        async (between, cuts, encodings) => {
          const path = `/side/${(run += 1)}`;
          pages.set(path, { between, cuts });
          const answers = [];
          for (const encoding of encodings) {
            const answer = await getRaw(site.base + path, encoding);
            const nonce = String(answer.headers["content-security-policy"]).match(
              /'nonce-(.+)'/,
            )?.[1];
            expect(nonce).toBeTruthy();
            expect(answer.body).toBe(between.join(nonce));
            const sentEncoding = answer.headers["content-encoding"];
            if (sentEncoding) expect(encoding?.toLowerCase()).toMatch(/gzip|br|deflate|\*/);
            answers.push({ nonce, cache: answer.headers["x-page-cache"] });
          }
          expect(answers.map((answer) => answer.cache)).toEqual(["miss", "hit", "hit"]);
          expect(new Set(answers.map((answer) => answer.nonce)).size).toBe(3);
        },
      ),
      { numRuns: 150 },
    );
  } finally {
    site.close();
  }
});
