import { describe, expect, test } from "vitest";
import { firstInvalidField } from "./first-invalid";

describe("firstInvalidField", () => {
  test("is the first refused field, passing over the form's own error and cleared fields", () => {
    expect(
      firstInvalidField({
        "": ["Skjemaet er utløpt."],
        name: null,
        email: ["Ugyldig"],
        phone: ["Kort"],
      }),
    ).toBe("email");
  });

  test("is nothing when nothing was refused", () => {
    expect(firstInvalidField(undefined)).toBeUndefined();
    expect(firstInvalidField({ name: [] })).toBeUndefined();
  });
});
