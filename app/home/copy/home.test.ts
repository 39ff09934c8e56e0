import { describe, expect, it } from "vitest";
import { allText } from "../../../tests/support/all-text";
import { home } from "./home";

describe("home page copy", () => {
  it("has the words that stay in code word for word", () => {
    expect(home.gallery.heading).toBe("Noen av våre arbeider");
    expect(home.hero.galleryLink.href).toBe("/illustrasjoner");
    expect(home.statements.map((statement) => statement.heading)).toEqual([
      "Kjøpere kjøper med øynene",
      "Riktig første gang – og raskt hvis ikke",
    ]);
  });

  it("contains no placeholder text", () => {
    expect(allText(home).join(" ")).not.toMatch(/lorem|ipsum|TODO|\{[a-z]+\}/i);
  });
});
