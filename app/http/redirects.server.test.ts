import { expect, test } from "vitest";
import { permanentRedirectFor } from "./redirects.server";

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
