import { describe, expect, it } from "vitest";
import { mergeContent } from "./merge";

const base = {
  heading: "Tjenester",
  lead: "Vi lager bilder.",
  seo: { title: "3D-visualisering", description: "Bilder av bygg" },
  questions: [
    { question: "Hva koster det?", answer: "Det kommer an på." },
    { question: "Hvor lang tid?", answer: "To uker." },
  ],
  portrait: { src: "team/a.jpg", width: 800, height: 600, fileName: "a.jpg", alt: "Kari" },
};

describe("mergeContent", () => {
  it("keeps each side's change when the two editors changed different fields", () => {
    const theirs = { ...base, seo: { ...base.seo, title: "Ny tittel" } };
    const mine = { ...base, heading: "Våre tjenester" };
    expect(mergeContent(base, theirs, mine)).toEqual({
      merged: { ...base, heading: "Våre tjenester", seo: { ...base.seo, title: "Ny tittel" } },
      conflicts: [],
    });
  });

  it("reports only the field both changed differently, keeping mine there and theirs elsewhere", () => {
    const theirs = { ...base, lead: "Deres ingress", seo: { ...base.seo, title: "Deres tittel" } };
    const mine = { ...base, lead: "Min ingress", heading: "Min overskrift" };
    const { merged, conflicts } = mergeContent(base, theirs, mine);
    expect(conflicts).toEqual([{ path: ["lead"], mine: "Min ingress", theirs: "Deres ingress" }]);
    expect(merged).toEqual({
      ...base,
      heading: "Min overskrift",
      lead: "Min ingress",
      seo: { ...base.seo, title: "Deres tittel" },
    });
  });

  it("a field both changed to the same text is no conflict", () => {
    const same = { ...base, lead: "Lik tekst" };
    expect(mergeContent(base, same, { ...same })).toEqual({ merged: same, conflicts: [] });
  });

  it("merges list items of unchanged length item by item, naming the item's field in a conflict", () => {
    const theirs = structuredClone(base);
    theirs.questions[0]!.answer = "Deres svar";
    theirs.questions[1]!.question = "Hvor lenge tar det?";
    const mine = structuredClone(base);
    mine.questions[0]!.answer = "Mitt svar";
    const { merged, conflicts } = mergeContent(base, theirs, mine);
    expect(conflicts).toEqual([
      { path: ["questions", 0, "answer"], mine: "Mitt svar", theirs: "Deres svar" },
    ]);
    expect(merged).toMatchObject({
      questions: [
        { question: "Hva koster det?", answer: "Mitt svar" },
        { question: "Hvor lenge tar det?", answer: "To uker." },
      ],
    });
  });

  it("takes a list one side added to or removed from whole, and a list both resized is one conflict", () => {
    const added = [...base.questions, { question: "Ny?", answer: "Ja." }];
    const theirs = { ...base, questions: added };
    const mine = { ...base, heading: "Min" };
    expect(mergeContent(base, theirs, mine).merged).toEqual({ ...mine, questions: added });

    const removed = { ...base, questions: base.questions.slice(1) };
    const { merged, conflicts } = mergeContent(base, theirs, removed);
    expect(conflicts).toEqual([{ path: ["questions"], mine: removed.questions, theirs: added }]);
    expect(merged).toEqual(removed);
  });

  it("keeps a picture whole: a new file from one side and a new alt text from the other conflict", () => {
    const theirs = {
      ...base,
      portrait: { src: "team/b.jpg", width: 400, height: 400, fileName: "b.jpg", alt: "Kari" },
    };
    const mine = { ...base, portrait: { ...base.portrait, alt: "Kari Nordmann" } };
    const { merged, conflicts } = mergeContent(base, theirs, mine);
    expect(conflicts.map((conflict) => conflict.path)).toEqual([["portrait"]]);
    expect(merged).toEqual(mine);
  });

  it("treats a missing optional text as the empty one the form sends", () => {
    const { seo: _seo, ...withoutSeo } = base;
    const theirs = { ...withoutSeo, heading: "Deres" };
    const mine = { ...base, seo: { title: "", description: "" }, lead: "Min" };
    const baseWithout = { ...withoutSeo, seo: undefined };
    expect(mergeContent(baseWithout, theirs, mine).conflicts).toEqual([]);
  });
});
