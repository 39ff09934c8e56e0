import { describe, expect, test } from "vitest";
import { decodeStepString } from "./step-string";

describe("decodeStepString", () => {
  test("decodes the directives exporters use for æ, ø and å", () => {
    expect(decodeStepString("Bl\\X2\\00E600F8\\X0\\b\\X\\E6r")).toBe("Blæøbær");
    expect(decodeStepString("Tr\\S\\xnderlag")).toBe("Trønderlag");
    expect(decodeStepString("\\X4\\0001F3E0\\X0\\ Hus")).toBe("\u{1F3E0} Hus");
  });

  test("switches code page for \\S\\ after a \\P directive", () => {
    expect(decodeStepString("\\PB\\Zak\\S\\3ad")).toBe("Zakład");
  });

  test("unescapes doubled quotes and backslashes and keeps raw UTF-8 as it is", () => {
    expect(decodeStepString("Kari''s mappe\\\\Bråten")).toBe("Kari's mappe\\Bråten");
  });

  test("keeps a directive it cannot read instead of dropping text", () => {
    expect(decodeStepString("Hus \\X2\\00E")).toBe("Hus \\X2\\00E");
  });
});
