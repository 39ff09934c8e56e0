import { expect, test } from "vitest";
import { canonicalPath, permanentRedirectFor } from "./redirects.server";

test("an old address answers 301 to the new one with the query, and no replace hint", () => {
  const response = permanentRedirectFor(new URL("http://x/services-3d/?utm_source=a"));
  expect(response?.status).toBe(301);
  expect(response?.headers.get("Location")).toBe("/3d-visualisering-eiendom?utm_source=a");
  // The hint would make Remix replace the entry of the page the link was clicked on.
  expect(response?.headers.get("X-Remix-Replace")).toBeNull();
});

test("any other address is not redirected", () => {
  expect(permanentRedirectFor(new URL("http://x/tjenester"))).toBeNull();
});

test("case and trailing-slash variants of our pages answer 301 to the one address, query kept", () => {
  for (const [from, to] of [
    ["http://x/Kontakt", "/kontakt"],
    ["http://x/kontakt/", "/kontakt"],
    ["http://x/TJENESTER/?utm_source=a", "/tjenester?utm_source=a"],
    ["http://x/Tjenester/Drone//", "/tjenester/drone"],
    ["http://x/Services/", "/tjenester"],
    ["http://x/prosjekter/Fjordparken-Bolig", "/prosjekter/fjordparken-bolig"],
  ] as const) {
    const response = permanentRedirectFor(new URL(from));
    expect(response?.status, from).toBe(301);
    expect(response?.headers.get("Location"), from).toBe(to);
  }
});

test("case-sensitive addresses keep their case, and no slash trick leads off the site", () => {
  expect(canonicalPath("/bilder/gallery/AbC.jpg")).toBeNull();
  expect(canonicalPath("/prosjekt/Xy7_kQ")).toBeNull();
  expect(canonicalPath("/prosjekt/Xy7_kQ/")).toBe("/prosjekt/Xy7_kQ");
  expect(canonicalPath("//evil.example/")).toBe("/evil.example");
  expect(canonicalPath("/\\evil.example/")).toBe("/evil.example");
  expect(canonicalPath("/")).toBeNull();
});
