import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import compression from "compression";
import express from "express";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  acceptsGzip,
  cachePolicies,
  publicPageCache,
  publicPageCacheKey,
} from "./page-cache.server";

const consentCookie = (analytics: boolean, ads: boolean) =>
  `cookie-consent=${encodeURIComponent(JSON.stringify({ timestamp: "2026-11-22T10:00:00.000Z", analytics, ads, necessary: true }))}`;

describe("publicPageCacheKey", () => {
  test("keys an anonymous page by path and consent state", () => {
    expect(publicPageCacheKey({ method: "GET", url: "/tjenester" })).toBe("/tjenester|unset");
    expect(
      publicPageCacheKey({ method: "GET", url: "/", cookie: consentCookie(true, false) }),
    ).toBe("/|analytics=true,ads=false");
    expect(publicPageCacheKey({ method: "GET", url: "/", cookie: "cookie-consent=%7Bnope" })).toBe(
      "/|unreadable",
    );
    expect(
      publicPageCacheKey({
        method: "GET",
        url: "/",
        cookie: `_ga=GA1.1.1; ${consentCookie(true, true)}`,
      }),
    ).toBe("/|analytics=true,ads=true");
  });

  test.each([
    ["a POST", { method: "POST", url: "/kontakt" }],
    ["a query string", { method: "GET", url: "/?cookie-innstillinger" }],
    ["a flash toast", { method: "GET", url: "/", cookie: "toast=abc" }],
    ["a staff session", { method: "GET", url: "/", cookie: "__session=abc" }],
    ["the admin area", { method: "GET", url: "/admin" }],
    ["a customer project", { method: "GET", url: "/prosjekt/abc" }],
    ["route data", { method: "GET", url: "/tjenester.data" }],
    ["a file", { method: "GET", url: "/media/hero-loop.mp4" }],
  ])("never caches %s", (_, request) => {
    expect(publicPageCacheKey(request)).toBeNull();
  });
});

describe("publicPageCache in front of an app", () => {
  let renders = 0;
  let base = "";
  let close: () => void;

  beforeAll(async () => {
    const app = express();
    app.use(publicPageCache({ ttlMs: 60_000 }).keep(() => ""));
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
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => close());

  test("renders a public page once and serves the same bytes to the next visitor", async () => {
    const first = await fetch(`${base}/side`);
    const firstBody = await first.text();
    const second = await fetch(`${base}/side`);
    expect(await second.text()).toBe(firstBody);
    expect(first.headers.get("x-page-cache")).toBe("miss");
    expect(second.headers.get("x-page-cache")).toBe("hit");
    expect(second.headers.get("cache-control")).toBe(cachePolicies.publicPage);
    expect(second.headers.get("vary")).toBe("Cookie, Accept-Encoding");
  });

  test("keeps one copy per consent state", async () => {
    const withConsent = await fetch(`${base}/side`, {
      headers: { cookie: consentCookie(true, true) },
    }).then((r) => r.text());
    const without = await fetch(`${base}/side`).then((r) => r.text());
    expect(withConsent).not.toBe(without);
    expect(withConsent).toContain("cookie-consent");
  });

  test("does not keep a page that sets a cookie, and marks it private", async () => {
    const before = renders;
    const first = await fetch(`${base}/med-cookie`);
    await fetch(`${base}/med-cookie`);
    expect(renders).toBe(before + 2);
    expect(first.headers.get("cache-control")).toBe(cachePolicies.personal);
  });

  test("while one visitor renders an expired page, the others get the last copy", async () => {
    const app = express();
    let slowRenders = 0;
    app.use(publicPageCache({ ttlMs: 1 }).keep(() => ""));
    app.get("/treg", async (_req, res) => {
      slowRenders += 1;
      const render = slowRenders;
      if (render > 1) await new Promise((resolve) => setTimeout(resolve, 300));
      res.type("html").send(`<p>render ${render}</p>`);
    });
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/treg`;
    try {
      expect(await fetch(url).then((r) => r.text())).toBe("<p>render 1</p>");
      await new Promise((resolve) => setTimeout(resolve, 10));
      const refreshing = fetch(url).then((r) => r.text());
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(await fetch(url).then((r) => r.text())).toBe("<p>render 1</p>");
      expect(await refreshing).toBe("<p>render 2</p>");
      expect(slowRenders).toBe(2);
    } finally {
      server.close();
    }
  });

  test("mounted after compression, one copy serves gzip to clients that ask for it and plain bytes to the rest", async () => {
    const app = express();
    app.use(compression({ threshold: 0 }));
    app.use(publicPageCache({ ttlMs: 60_000 }).keep(() => ""));
    let renders = 0;
    app.get("/komprimert", (_req, res) => {
      renders += 1;
      res.type("html").send(`<p>${"innhold ".repeat(200)}</p>`);
    });
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/komprimert`;
    try {
      const gzip = { headers: { "accept-encoding": "gzip" } };
      const identity = { headers: { "accept-encoding": "identity" } };
      const first = await fetch(url, gzip);
      const firstBody = await first.text();
      const hit = await fetch(url, gzip);
      expect(hit.headers.get("content-encoding")).toBe("gzip");
      expect(hit.headers.get("x-page-cache")).toBe("hit");
      expect(await hit.text()).toBe(firstBody);
      const plain = await fetch(url, identity);
      expect(plain.headers.get("content-encoding")).toBeNull();
      expect(await plain.text()).toBe(firstBody);
      expect(renders).toBe(1);
    } finally {
      server.close();
    }
  });

  test("answered before Express, every hit carries its own CSP nonce, gzipped or plain", async () => {
    const cache = publicPageCache({ ttlMs: 60_000 });
    const nonces = new WeakMap<object, string>();
    let issued = 0;
    const giveNonce = (req: object, res: ServerResponse) => {
      issued += 1;
      const nonce = `nonce${issued}xyz`;
      nonces.set(req, nonce);
      res.setHeader("Content-Security-Policy", `script-src 'nonce-${nonce}'`);
      return nonce;
    };
    const app = express();
    app.use((req, res, next) => {
      giveNonce(req, res);
      next();
    });
    app.use(compression({ threshold: 0 }));
    app.use(cache.keep((req) => nonces.get(req) ?? ""));
    const page = (nonce: string) =>
      `<script nonce="${nonce}">start()</script><p>${"innhold ".repeat(200)}</p>`;
    app.get("/side", (req, res) => {
      res.type("html").send(page(nonces.get(req)!));
    });
    const server = createServer((req, res) => {
      if (!cache.answer(req, res, () => giveNonce(req, res))) app(req, res);
    }).listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/side`;
    try {
      await fetch(url).then((response) => response.text());
      for (const encoding of ["gzip, deflate, br", "identity"]) {
        const hit = await fetch(url, { headers: { "accept-encoding": encoding } });
        const nonce = `nonce${issued}xyz`;
        expect(hit.headers.get("x-page-cache")).toBe("hit");
        expect(hit.headers.get("content-encoding")).toBe(encoding === "identity" ? null : "gzip");
        expect(hit.headers.get("content-security-policy")).toBe(`script-src 'nonce-${nonce}'`);
        expect(await hit.text()).toBe(page(nonce));
      }
    } finally {
      server.close();
    }
  });
});

describe("acceptsGzip", () => {
  test.each([
    ["gzip, deflate, br", true],
    ["br;q=1.0, gzip;q=0.8", true],
    ["*", true],
    ["gzip;q=0, br", false],
    ["identity", false],
    [undefined, false],
  ])("%s → %s", (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });
});
