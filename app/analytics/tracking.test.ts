import { describe, expect, test } from "vitest";
import { poorVitalEvent, scrollMarksReached } from "./tracking";

describe("poorVitalEvent", () => {
  test("reports only values past the spec's limits", () => {
    expect(poorVitalEvent("LCP", 2500)).toBeNull();
    expect(poorVitalEvent("LCP", 2500.4)).toEqual({ metric_name: "LCP", value: 2500 });
    expect(poorVitalEvent("FID", 100)).toBeNull();
    expect(poorVitalEvent("FID", 163.7)).toEqual({ metric_name: "FID", value: 164 });
    expect(poorVitalEvent("INP", 200)).toBeNull();
    expect(poorVitalEvent("INP", 240.2)).toEqual({ metric_name: "INP", value: 240 });
  });

  test("sends layout shift as rounded thousandths", () => {
    expect(poorVitalEvent("CLS", 0.1)).toBeNull();
    expect(poorVitalEvent("CLS", 0.1234)).toEqual({ metric_name: "CLS", value: 123 });
  });
});

describe("scrollMarksReached", () => {
  test("counts every 25 % of the scrollable height", () => {
    expect(scrollMarksReached(0, 800, 2800)).toEqual([]);
    expect(scrollMarksReached(500, 800, 2800)).toEqual([25]);
    expect(scrollMarksReached(1500, 800, 2800)).toEqual([25, 50, 75]);
    expect(scrollMarksReached(2000, 800, 2800)).toEqual([25, 50, 75, 100]);
  });

  test("a page that does not scroll has been seen whole", () => {
    expect(scrollMarksReached(0, 800, 600)).toEqual([25, 50, 75, 100]);
  });
});
