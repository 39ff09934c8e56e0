import { describe, expect, it } from "vitest";
import { feedbackCopy } from "./copy/feedback";
import { customerFeedbackSchema, staffFeedbackSchema } from "./feedback-schema";

const { errors } = feedbackCopy;

function pin(x: unknown, y: unknown) {
  return customerFeedbackSchema.safeParse({
    intent: "pin",
    imageId: "bilde-1",
    x,
    y,
    body: "Lysere gulv her",
  });
}

function messages(result: ReturnType<typeof pin>) {
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe("a pin's coordinates", () => {
  it.each([
    ["an empty x", "", "0.5"],
    ["a blank y (y=%20)", "0.5", " "],
    ["a missing x", undefined, "0.5"],
    ["a word", "midten", "0.5"],
    ["NaN", "NaN", "0.5"],
    ["Infinity", "0.5", "Infinity"],
  ])("refuses %s with a Norwegian message instead of storing 0", (_label, x, y) => {
    const result = pin(x, y);
    expect(result.success).toBe(false);
    expect(messages(result)).toEqual([errors.noSpot]);
  });

  it("still tells a point outside the picture from a missing one", () => {
    expect(messages(pin("1.2", "0.5"))).toEqual([errors.outside]);
    expect(messages(pin("0.5", "-0.1"))).toEqual([errors.outside]);
  });

  it("accepts the corners and a point written with spaces around it", () => {
    expect(pin("0", "1")).toMatchObject({ success: true, data: { x: 0, y: 1 } });
    expect(pin(" 0.25 ", "0.5")).toMatchObject({ success: true, data: { x: 0.25, y: 0.5 } });
  });
});

describe("a click on the picture without script", () => {
  it("refuses an empty or missing spot, for staff too", () => {
    for (const schema of [customerFeedbackSchema, staffFeedbackSchema]) {
      const empty = schema.safeParse({
        intent: "pick",
        imageId: "bilde-1",
        "spot.x": "",
        "spot.y": "40",
      });
      const missing = schema.safeParse({ intent: "pick", imageId: "bilde-1", "spot.x": "12" });
      for (const result of [empty, missing]) {
        expect(result.success).toBe(false);
        expect(result.success ? [] : result.error.issues.map((issue) => issue.message)).toEqual([
          errors.noSpot,
        ]);
      }
    }
  });

  it("accepts the pixel the browser sends", () => {
    expect(
      customerFeedbackSchema.safeParse({
        intent: "pick",
        imageId: "bilde-1",
        "spot.x": "12",
        "spot.y": "40",
      }),
    ).toMatchObject({ success: true, data: { "spot.x": 12, "spot.y": 40 } });
  });
});

describe("a pin's comment", () => {
  it("loses the characters that hide or reverse text, and keeps its lines and emoji", () => {
    const result = customerFeedbackSchema.safeParse({
      intent: "pin",
      imageId: "bilde-1",
      x: "0.5",
      y: "0.5",
      body: "Lysere\u202e gulv\u200b\nher 👩‍👧",
    });
    expect(result.data).toMatchObject({ body: "Lysere gulv\nher 👩‍👧" });
  });

  it("refuses a comment of nothing but invisible characters as empty", () => {
    const blank = customerFeedbackSchema.safeParse({
      intent: "pin",
      imageId: "bilde-1",
      x: "0.5",
      y: "0.5",
      body: "\u200b\u202e",
    });
    expect(messages(blank)).toEqual([errors.empty]);
  });
});
