import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { negotiateFormat, parseImageRequest, snapQuality, snapWidth } from "./params";
import { variantWidths } from "./variants";

const chrome = "image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8";
const parse = (query: string, accept: string | null = chrome) =>
  parseImageRequest(new URLSearchParams(query), accept);

describe("parseImageRequest", () => {
  test("without parameters it serves the largest width at medium quality in the browser's best format", () => {
    expect(parse("")).toEqual({
      ok: true,
      negotiated: true,
      variant: { width: 1920, quality: 80, format: "avif" },
    });
  });

  test("snaps widths up to the spec's sets and clamps those out of range", () => {
    expect(parse("w=800&fm=webp")).toMatchObject({ variant: { width: 800 } });
    expect(parse("w=801&fm=webp")).toMatchObject({ variant: { width: 1024 } });
    expect(parse("w=1&fm=webp")).toMatchObject({ variant: { width: 320 } });
    expect(parse("w=-40&fm=webp")).toMatchObject({ variant: { width: 320 } });
    expect(parse("w=99999&fm=webp")).toMatchObject({ variant: { width: 1920 } });
  });

  test("accepts the quality presets by name and snaps numbers to the nearest preset", () => {
    expect(parse("q=low")).toMatchObject({ variant: { quality: 60 } });
    expect(parse("q=HIGH")).toMatchObject({ variant: { quality: 90 } });
    expect(parse("q=65")).toMatchObject({ variant: { quality: 60 } });
    expect(parse("q=70")).toMatchObject({ variant: { quality: 80 } });
    expect(parse("q=100")).toMatchObject({ variant: { quality: 90 } });
    expect(parse("q=0")).toMatchObject({ variant: { quality: 60 } });
  });

  test("an explicit format is served as asked and is not negotiated", () => {
    expect(parse("fm=jpeg")).toMatchObject({ negotiated: false, variant: { format: "jpeg" } });
    expect(parse("fm=jpg")).toMatchObject({ variant: { format: "jpeg" } });
    expect(parse("fm=avif", "image/jpeg")).toMatchObject({
      negotiated: false,
      variant: { format: "avif" },
    });
  });

  test.each(["w=abc", "w=", "w=800px", "w=0x10", "q=best", "q=", "fm=gif", "fm=png", "q=toString"])(
    "refuses the malformed parameter %s",
    (query) => {
      const result = parse(query);
      expect(result.ok).toBe(false);
      expect(result).toHaveProperty("message", expect.stringMatching(/^Ugyldig/));
    },
  );

  test("any numeric width lands on a produced width no smaller than asked, within 320–1920", () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000, max: 10_000 }), (requested) => {
        const width = snapWidth(requested);
        expect(variantWidths).toContain(width);
        expect(width).toBeGreaterThanOrEqual(Math.min(Math.max(requested, 320), 1920));
      }),
    );
  });

  test("any numeric quality lands on a preset", () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true }), (requested) => {
        expect([60, 80, 90]).toContain(snapQuality(requested));
      }),
    );
  });
});

describe("negotiateFormat", () => {
  test("prefers AVIF, then WebP, then JPEG, by what the browser names", () => {
    expect(negotiateFormat(chrome)).toBe("avif");
    expect(negotiateFormat("image/webp,*/*")).toBe("webp");
    expect(negotiateFormat("image/*,*/*;q=0.8")).toBe("jpeg");
    expect(negotiateFormat(null)).toBe("jpeg");
  });

  test("a format refused with q=0 is not chosen", () => {
    expect(negotiateFormat("image/avif;q=0,image/webp")).toBe("webp");
    expect(negotiateFormat("image/avif; q=0.0, image/webp;q=0")).toBe("jpeg");
  });
});
