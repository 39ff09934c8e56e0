import { describe, expect, it } from "vitest";
import { allText } from "../../tests/support/all-text";
import { pages, type PublicPath } from "./pages";
import { indexablePaths } from "./page-data.server";

describe("page titles and descriptions", () => {
  it("gives every public route a unique title and a description", () => {
    const titles = Object.values(pages).map((page) => page.title);
    expect(new Set(titles).size).toBe(titles.length);
    for (const page of Object.values(pages)) expect(page.description.length).toBeGreaterThan(40);
  });

  it("the sitemap leaves out noindex pages", () => {
    expect(indexablePaths).toContain("/tjenester/drone" satisfies PublicPath);
    expect(indexablePaths).not.toContain("/takk");
    expect(indexablePaths).not.toContain("/auth");
  });

  it("contains no placeholder text", () => {
    expect(allText(pages).join(" ")).not.toMatch(/lorem|ipsum|TODO|\{[a-z]+\}/i);
  });
});
