import { describe, expect, it } from "vitest";
import { oneWorkingDayAfter } from "./working-days";

const after = (iso: string) => oneWorkingDayAfter(new Date(iso)).toISOString();

describe("one Norwegian working day", () => {
  it("is the same time the next weekday", () => {
    // Tuesday 10:00 in Oslo (winter time, UTC+1).
    expect(after("2026-11-24T09:00:00.000Z")).toBe("2026-11-25T09:00:00.000Z");
  });

  it("skips the weekend after a Friday", () => {
    expect(after("2026-11-27T14:30:00.000Z")).toBe("2026-11-30T14:30:00.000Z");
  });

  it("starts on Monday morning for an enquiry sent on Saturday, and ends when Monday does", () => {
    expect(after("2026-11-28T12:00:00.000Z")).toBe("2026-11-30T23:00:00.000Z");
  });

  it("skips Easter and Christmas, and keeps Oslo's wall clock across the change to summer time", () => {
    // Wednesday before Easter 2027 (28 March): Maundy Thursday to Easter Monday are holidays.
    expect(after("2027-03-24T09:00:00.000Z")).toBe("2027-03-30T08:00:00.000Z");
    expect(after("2026-12-24T09:00:00.000Z")).toBe("2026-12-28T09:00:00.000Z");
    expect(after("2026-05-15T08:00:00.000Z")).toBe("2026-05-18T08:00:00.000Z");
  });
});
