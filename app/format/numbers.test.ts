import { describe, expect, it } from "vitest";
import { formatNumber } from "./numbers";

describe("formatNumber", () => {
  it("writes what Intl's Norwegian formatter writes, for whole numbers and one decimal", () => {
    const values = [0, 1, 9, 12, 999, 1000, 1023, 1234, 12_345, 123_456, 1_000_000, 4_250_000];
    const withDecimals = [0.04, 0.05, 0.96, 1.05, 17.25, 17.95, 1023.5, 12_345.67, 99_999.99];
    for (const value of [...values, ...withDecimals, ...values.map((v) => -v - 0.4)]) {
      for (const fractionDigits of [0, 1]) {
        const intl = new Intl.NumberFormat("nb-NO", { maximumFractionDigits: fractionDigits });
        expect(formatNumber(value, fractionDigits), `${value} (${fractionDigits})`).toBe(
          intl.format(value),
        );
      }
    }
  });

  it("groups digits with a no-break space, so a price never breaks over two lines", () => {
    expect(formatNumber(4_250_000)).toBe("4\u00a0250\u00a0000");
  });
});
