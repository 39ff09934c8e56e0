import { describe, expect, test } from "vitest";
import { galleryWidths, standardWidths } from "../variants";
import { buildSrcSet } from "./responsive-image";

const candidates = (srcSet: string) =>
  srcSet.split(", ").map((candidate) => {
    const [url, descriptor] = candidate.split(" ");
    return { url: url!, width: Number(descriptor!.replace("w", "")) };
  });

describe("buildSrcSet", () => {
  test("offers every width of the set for an original larger than all of them", () => {
    const srcSet = candidates(buildSrcSet("illustrations/a b.jpg", 3840, standardWidths, "medium"));
    expect(srcSet.map((candidate) => candidate.width)).toEqual([320, 640, 1024, 1920]);
    expect(srcSet[0]!.url).toBe("/bilder/illustrations/a%20b.jpg?w=320&q=medium&fm=auto");
  });

  test("stops at the original's own width, since the route never enlarges", () => {
    const srcSet = candidates(buildSrcSet("illustrations/liten.jpg", 1000, galleryWidths, "high"));
    expect(srcSet.map((candidate) => candidate.width)).toEqual([400, 800, 1000]);
    expect(srcSet.at(-1)!.url).toBe("/bilder/illustrations/liten.jpg?w=1200&q=high&fm=auto");
  });
});
