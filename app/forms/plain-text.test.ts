import { describe, expect, test } from "vitest";
import { linesWithoutInvisibleCharacters, withoutInvisibleCharacters } from "./plain-text";

describe("withoutInvisibleCharacters", () => {
  test("drops bidirectional overrides, isolates and marks, so a name reads as what it is", () => {
    expect(withoutInvisibleCharacters("Fjordbyen \u202Ega\u202C Bygg")).toBe("Fjordbyen ga Bygg");
    expect(withoutInvisibleCharacters("\u2066Solsiden\u2069\u200F\u200E\u061C")).toBe("Solsiden");
  });

  test("drops the other invisible format characters, controls and line breaks", () => {
    expect(
      withoutInvisibleCharacters("Sol\u200Bsi\u00ADden\u2060\uFEFF\u{E0041}\u0000\u0007\r\n\u2028"),
    ).toBe("Solsiden");
  });

  test("keeps Norwegian letters, accents, spaces and emoji joined as typed", () => {
    const typed = "Ærlig Øvre Åsen Café 👩‍💻 AS";
    expect(withoutInvisibleCharacters(typed)).toBe(typed);
  });
});

describe("linesWithoutInvisibleCharacters", () => {
  test("keeps line breaks and tabs, and drops the same invisible characters", () => {
    expect(linesWithoutInvisibleCharacters("Hei,\r\n\tse \u202Egnilietsav\u202C\u0000her")).toBe(
      "Hei,\r\n\tse gnilietsavher",
    );
  });
});
