import { describe, expect, it } from "vitest";
import { allText } from "../../../tests/support/all-text";
import { faq } from "./faq";
import { pages } from "~/seo";
import { propertyVisualisation, services } from ".";

describe("service and FAQ copy", () => {
  it("lists the seven service cards in the spec's order, some linking to older paths", () => {
    expect(services.map((service) => service.title)).toEqual([
      "3D Illustrasjoner",
      "Animasjoner",
      "360° Visning",
      "Nettsider",
      "Boligvelger",
      "Fotomontasje",
      "Dronetjenester",
    ]);
    const hrefs = Object.fromEntries(services.map((s) => [s.title, s.homeCardHref]));
    expect(hrefs).toMatchObject({
      Nettsider: "/tjenester/web",
      "360° Visning": "/360-visning",
      Dronetjenester: "/dronetjenester",
    });
  });

  it("answers at least ten distinct questions in the FAQ", () => {
    const questions = faq.items.map((item) => item.question);
    expect(questions.length).toBeGreaterThanOrEqual(10);
    expect(new Set(questions).size).toBe(questions.length);
  });

  it("contains no placeholder text", () => {
    const everything = allText([services, propertyVisualisation, faq]).join(" ");
    expect(everything).not.toMatch(/lorem|ipsum|TODO|\{[a-z]+\}/i);
  });

  it("has a page entry (title and description) for every service page", () => {
    for (const service of services) expect(pages).toHaveProperty([service.route]);
    expect(pages).toHaveProperty([propertyVisualisation.route]);
  });
});
