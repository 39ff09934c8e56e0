import { expect, test } from "vitest";
import { contentDocuments } from "./documents";
import type { FieldSpec } from "./documents/fields";
import { withLengthLimits } from "./limits";

/** The spec at a path of names through groups and a list's item fields. */
function specAt(specs: readonly FieldSpec[], ...path: string[]): FieldSpec {
  const [name, ...rest] = path;
  const spec = specs.find((candidate) => candidate.name === name)!;
  if (rest.length === 0) return spec;
  if (spec.kind === "group") return specAt(spec.fields, ...rest);
  if (spec.kind === "list" && typeof spec.item !== "string") return specAt(spec.item, ...rest);
  throw new Error(`${name} holds no fields`);
}

const limited = (key: keyof typeof contentDocuments) =>
  withLengthLimits(contentDocuments[key].fields, contentDocuments[key].schema);

test("each text gets its schema's limit: a group's, a list item's, a list of texts'", () => {
  const home = limited("home");
  expect(specAt(home, "hero", "heading")).toMatchObject({ max: 80 });
  expect(specAt(home, "hero", "lead")).toMatchObject({ max: 300 });
  expect(specAt(home, "testimonials", "items", "quote")).toMatchObject({ max: 500 });
  expect(specAt(home, "intro", "paragraphs")).toMatchObject({ itemMax: 600 });
});

test("a limit under a default (the service card) or a pipe is found; a number gets none", () => {
  const page = limited("tjeneste-animasjon");
  expect(specAt(page, "card", "text")).toMatchObject({ max: 160 });
  expect(specAt(page, "seo", "title")).toMatchObject({ max: 70 });
  const company = limited("company");
  expect(specAt(company, "email")).toMatchObject({ max: 120 });
  expect(specAt(company, "employees")).not.toHaveProperty("max");
});

test("the document's own field list is left as it was", () => {
  limited("home");
  expect(specAt(contentDocuments.home.fields, "hero", "heading")).not.toHaveProperty("max");
});
