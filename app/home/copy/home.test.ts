import { describe, expect, it } from "vitest";
import { allText } from "../../../tests/support/all-text";
import { home, homeSectionHeadings } from "./home";

describe("home page copy", () => {
  it("has the home page's fixed headings word for word", () => {
    expect(homeSectionHeadings).toContain("To digitale poteter");
    expect(homeSectionHeadings).toContain("Prosessen");
    expect(homeSectionHeadings).toContain("Noen av våre arbeider");
    expect(home.contact.subtitle).toBe(
      "Vi hjelper deg gjerne med å finne den beste løsningen for ditt prosjekt",
    );
    expect(home.hero.galleryLink).toEqual({
      label: "Se vårt digitale galleri",
      href: "/illustrasjoner",
    });
    expect(home.process.steps.map((step) => step.title)).toEqual([
      "Oppstart",
      "Modellering",
      "Tilbakemeldinger",
      "Levering",
    ]);
  });

  it("contains no placeholder text", () => {
    expect(allText(home).join(" ")).not.toMatch(/lorem|ipsum|TODO|\{[a-z]+\}/i);
  });
});
