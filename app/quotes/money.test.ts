import { describe, expect, it } from "vitest";
import { formatKroner, parseKroner, quoteTotals, writeKroner } from "./money";

describe("parseKroner", () => {
  it("reads what staff type as whole øre", () => {
    expect(parseKroner("12 500")).toBe(1_250_000);
    expect(parseKroner("12500,5")).toBe(1_250_050);
    expect(parseKroner("0,10")).toBe(10);
    expect(parseKroner("1 250 000,-")).toBe(125_000_000);
    expect(parseKroner("kr 990.99")).toBe(99_099);
    expect(parseKroner("12\u00a0500")).toBe(1_250_000);
  });

  it("refuses what is not an amount", () => {
    for (const text of ["", "-100", "12,345", "tolv", "1e5", "12 500 kr ekstra", "123456789"])
      expect(parseKroner(text)).toBeNull();
  });
});

describe("quoteTotals", () => {
  it("adds 25 % MVA to the sum of the lines", () => {
    const totals = quoteTotals([
      { quantity: 3, unitPriceOre: 1_250_000 },
      { quantity: 1, unitPriceOre: 490_000 },
    ]);
    expect(totals).toEqual({ subtotal: 4_240_000, vat: 1_060_000, total: 5_300_000 });
  });

  it("rounds the VAT half up to whole øre, without floating-point drift", () => {
    expect(quoteTotals([{ quantity: 1, unitPriceOre: 2 }])).toEqual({
      subtotal: 2,
      vat: 1,
      total: 3,
    });
    expect(quoteTotals([{ quantity: 1, unitPriceOre: 1 }]).vat).toBe(0);
    // 0.1 + 0.2 kroner in floats is 0.30000000000000004.
    expect(
      quoteTotals([
        { quantity: 1, unitPriceOre: 10 },
        { quantity: 1, unitPriceOre: 20 },
      ]).total,
    ).toBe(38);
  });
});

describe("formatting", () => {
  it("shows øre as Norwegian kroner and writes them back as typed", () => {
    expect(formatKroner(1_250_050)).toBe("kr\u00a012\u00a0500,50");
    expect(writeKroner(1_250_050)).toBe("12500,50");
    expect(writeKroner(1_250_000)).toBe("12500");
  });
});
