import { describe, expect, it } from "vitest";
import { loadVerdict } from "../../bench/load-verdict";

// `npm run bench:load` passes or fails the upload burst on this (decision 346): a slip would
// pass a site that loses enquiries, or fail one within the goal.

describe("the upload burst beside its floor", () => {
  it("meets the goal at its edge: p99 one and a half times the floor's, nothing lost", () => {
    const verdict = loadVerdict({ siteP99: 1500, floorP99: 1000, sent: 1000, whole: 1000 });
    expect(verdict).toMatchObject({ reached: true, ratio: 1.5 });
    expect(verdict.line).toMatch(/: nådd$/);
  });

  it("misses it a millisecond past the edge, and says by how much", () => {
    const verdict = loadVerdict({ siteP99: 1501, floorP99: 1000, sent: 1000, whole: 1000 });
    expect(verdict.reached).toBe(false);
    expect(verdict.line).toMatch(/ikke nådd \(p99 1\.50 × gulvets\)$/);
  });

  it("misses it with one enquiry lost, however fast the site was", () => {
    const verdict = loadVerdict({ siteP99: 900, floorP99: 1000, sent: 1000, whole: 999 });
    expect(verdict.reached).toBe(false);
    expect(verdict.line).toMatch(/ikke nådd \(1 tapt\)$/);
  });

  it("names both misses when both happen", () => {
    const verdict = loadVerdict({ siteP99: 2600, floorP99: 1000, sent: 1000, whole: 990 });
    expect(verdict.line).toMatch(/ikke nådd \(p99 2\.60 × gulvets, 10 tapt\)$/);
  });
});
