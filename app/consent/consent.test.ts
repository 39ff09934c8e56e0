import { describe, expect, test } from "vitest";
import { consentRecord, readConsent } from ".";

describe("readConsent", () => {
  test("nothing stored means no choice yet", () => {
    expect(readConsent(null)).toEqual({ status: "unset" });
    expect(readConsent("")).toEqual({ status: "unset" });
  });

  test.each(["{ikke json", "null", "[]", '"true"', "42"])("%s cannot be read", (raw) => {
    expect(readConsent(raw)).toEqual({ status: "unreadable" });
  });

  test("a full record grants exactly what it says", () => {
    const raw = JSON.stringify(
      consentRecord({ analytics: true, ads: false }, new Date("2026-11-22T10:00:00Z")),
    );
    expect(readConsent(raw)).toEqual({ status: "chosen", choice: { analytics: true, ads: false } });
  });

  test("only an exact true counts as consent", () => {
    expect(readConsent('{"analytics":"true","ads":1}')).toEqual({
      status: "chosen",
      choice: { analytics: false, ads: false },
    });
  });

  test("a record with only the two flags, as some old code wrote it, still counts", () => {
    expect(readConsent('{"analytics":true,"ads":true}')).toEqual({
      status: "chosen",
      choice: { analytics: true, ads: true },
    });
  });
});

test("a stored record has the spec's shape", () => {
  expect(consentRecord({ analytics: false, ads: true }, new Date("2026-11-22T10:00:00Z"))).toEqual({
    timestamp: "2026-11-22T10:00:00.000Z",
    analytics: false,
    ads: true,
    necessary: true,
  });
});
