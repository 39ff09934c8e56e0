import { describe, expect, it } from "vitest";
import { routeLabel, safePath } from "./safe-path";

describe("safePath", () => {
  it("hides a customer project's and a quote's capability id, in any spelling of the path", () => {
    const id = "q3bY2cVf0wN7mXk1LpT9sR4dA8eHjG6u";
    expect(safePath(`/prosjekt/${id}`)).toBe("/prosjekt/:id");
    expect(safePath(`/tilbud/${id}`)).toBe("/tilbud/:id");
    expect(safePath(`/tilbud/${id}.data`)).toBe("/tilbud/:id");
    expect(safePath("/admin/tilbud/ny?henvendelse=abc")).toBe("/admin/tilbud/ny?henvendelse=…");
    expect(safePath(`/Prosjekt/${id}/`)).toBe("/Prosjekt/:id/");
    expect(safePath(`/admin/kundeprosjekter/${id}?fane=filer`)).toBe(
      "/admin/kundeprosjekter/:id?fane=…",
    );
  });

  it("drops every query value and keeps the names", () => {
    expect(safePath("/auth/callback?code=abc123&state=xyz")).toBe("/auth/callback?code=…&state=…");
    expect(safePath("/newsletter/unsubscribe?token=hemmelig")).toBe(
      "/newsletter/unsubscribe?token=…",
    );
    expect(safePath("/filer/a.pdf?sig=s&sig=t")).toBe("/filer/a.pdf?sig=…");
    expect(safePath("/kontakt?")).toBe("/kontakt");
  });
});

describe("routeLabel", () => {
  it("keeps the labels few whatever addresses clients invent", () => {
    expect(routeLabel("/finnes-ikke-123456789", 404)).toBe("(ikke funnet)");
    expect(routeLabel("/KONTAKT", 301)).toBe("(omdirigering)");
    expect(routeLabel("/bilder/illustrations/demo-1.jpg?w=640", 200)).toBe("/bilder/*");
    expect(routeLabel("/assets/root-DusKJlBa.js", 200)).toBe("/assets/*");
    expect(routeLabel("/prosjekt/q3bY2cVf0wN7mXk1LpT9sR4dA8eHjG6u", 429)).toBe("/prosjekt/:id");
    expect(routeLabel("/admin/henvendelser/cmf3k2l9x0000abcd1234efgh", 200)).toBe(
      "/admin/henvendelser/:id",
    );
    expect(routeLabel("/kontakt?side=2", 200)).toBe("/kontakt");
  });
});
