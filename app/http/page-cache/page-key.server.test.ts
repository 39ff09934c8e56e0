import { describe, expect, test } from "vitest";
import { publicPageCacheKey } from "./page-key.server";

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

  test("keys a request in absolute form or with escapes by the path the app renders", () => {
    for (const url of [
      "http://digitalepoteter.example/tjenester",
      "http://annen-vert.example/tjenester#topp",
      "/tj%65nester",
      "/om/../tjenester",
    ]) {
      expect(publicPageCacheKey({ method: "GET", url }), url).toBe("/tjenester|unset");
    }
  });

  test.each([
    "http://digitalepoteter.example/kundeskjema",
    "https://digitalepoteter.example/prosjekt/abc",
    "/kundeskj%65ma",
    "/KUNDESKJEMA",
    "/tjenester/../kundeskjema",
    "/%2e%2e/kundeskjema",
    "/kundeskjema#skjema",
    "/admin\\..\\kundeskjema",
    "http://digitalepoteter.example/tjenester.data",
  ])("never caches %s, a spelling of a page that is not public", (url) => {
    expect(publicPageCacheKey({ method: "GET", url })).toBeNull();
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
    ["a path the URL parser reads as a host", { method: "GET", url: "//kundeskjema" }],
    ["a path that is not valid percent-encoding", { method: "GET", url: "/%E0%A4%A" }],
  ])("never caches %s", (_, request) => {
    expect(publicPageCacheKey(request)).toBeNull();
  });
});
