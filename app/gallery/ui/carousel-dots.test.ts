import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { activeDot, dotTargets } from "./carousel-dots";

describe("carousel dots", () => {
  test("one dot per snap point while there are ten or fewer", () => {
    expect(dotTargets(4)).toEqual([0, 1, 2, 3]);
    expect(dotTargets(10)).toHaveLength(10);
  });

  test("no dots when everything fits in view", () => {
    expect(dotTargets(1)).toEqual([]);
    expect(dotTargets(0)).toEqual([]);
  });

  test("never more than ten dots, the first and last snap always reachable, each dot a different snap", () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 500 }), (snapCount) => {
        const targets = dotTargets(snapCount);
        expect(targets.length).toBeLessThanOrEqual(10);
        expect(targets[0]).toBe(0);
        expect(targets.at(-1)).toBe(snapCount - 1);
        expect(new Set(targets).size).toBe(targets.length);
      }),
    );
  });

  test("marks the dot nearest the selected snap", () => {
    const targets = dotTargets(16);
    expect(activeDot(targets, 0)).toBe(0);
    expect(activeDot(targets, 15)).toBe(9);
    expect(targets[activeDot(targets, 8)]).toBe(8);
  });
});
