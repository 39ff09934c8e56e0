import { describe, expect, it } from "vitest";
import { compareContent } from "../compare";
import { contentDocumentList, contentDocuments } from ".";

describe("content documents", () => {
  it.each(contentDocumentList.map((document) => [document.key, document] as const))(
    "%s: the defaults pass the document's own schema",
    (_key, document) => {
      expect(document.schema.safeParse(document.defaults).error).toBeUndefined();
    },
  );

  it("refuses what would break the design, each with a Norwegian message beside the field", () => {
    const faq = contentDocuments.faq;
    const result = faq.schema.safeParse({
      ...faq.defaults,
      heading: "x".repeat(81),
      lead: "y".repeat(301),
      items: [{ question: " ", answer: "Svar" }],
    });
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]),
    );
    expect(messages).toEqual({
      heading: "Overskrift kan være høyst 80 tegn.",
      lead: "Ingress kan være høyst 300 tegn.",
      "items.0.question": "Fyll inn spørsmål.",
    });
  });

  it("refuses a hero title over 80 characters and an empty testimonial, in Norwegian", () => {
    const home = contentDocuments.home;
    const result = home.schema.safeParse({
      ...home.defaults,
      hero: { ...home.defaults.hero, heading: "å".repeat(81) },
      testimonials: { ...home.defaults.testimonials, items: [] },
    });
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]),
    );
    expect(messages).toEqual({
      "hero.heading": "Overskrift kan være høyst 80 tegn.",
      "testimonials.items": "Listen må ha minst ett element.",
    });
  });

  it("refuses a phone number without digits and a social link that is not https", () => {
    const company = contentDocuments.company;
    const result = company.schema.safeParse({
      ...company.defaults,
      phone: "ring oss",
      social: [{ name: "X", href: "javascript:alert(1)" }],
    });
    expect(result.error?.issues.map((issue) => issue.path.join("."))).toEqual([
      "phone",
      "social.0.href",
    ]);
  });

  it("compares two versions field by field, naming list items by position", () => {
    const { faq } = contentDocuments;
    const before = faq.defaults;
    const after = {
      ...before,
      lead: "Ny ingress",
      items: [before.items[1]!, before.items[0]!, ...before.items.slice(2)],
    };
    const changes = compareContent(faq.fields, before, after);
    expect(changes.map((change) => change.label)).toEqual([
      "Ingress",
      "Spørsmål 1 – Spørsmål",
      "Spørsmål 1 – Svar",
      "Spørsmål 2 – Spørsmål",
      "Spørsmål 2 – Svar",
    ]);
    expect(changes[0]).toEqual({ label: "Ingress", before: before.lead, after: "Ny ingress" });
  });
});
