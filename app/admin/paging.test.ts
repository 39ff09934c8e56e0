import { describe, expect, test } from "vitest";
import { pageParam, pageWindow } from "./index";

const side = (value?: string) =>
  pageParam(
    new URL(`http://localhost/admin/henvendelser${value === undefined ? "" : `?side=${value}`}`),
  );

describe("admin paging", () => {
  test("reads a whole page number from ?side=", () => {
    expect(side("3")).toBe(3);
    expect(side("03")).toBe(3);
    expect(side("99999999999999999999")).toBe(1e20);
  });

  test.each([undefined, "", "0", "-2", "2.5", "1e3", "0x10", " 4", "abc", "Infinity"])(
    "takes ?side=%s as page 1",
    (value) => {
      expect(side(value)).toBe(1);
    },
  );

  test("shows the last page for a page past it, and page 1 of an empty list", () => {
    expect(pageWindow(2, 45, 20)).toEqual({ page: 2, pageCount: 3, skip: 20, take: 20 });
    expect(pageWindow(7, 45, 20)).toEqual({ page: 3, pageCount: 3, skip: 40, take: 20 });
    expect(pageWindow(1e20, 45, 20)).toMatchObject({ page: 3, skip: 40 });
    expect(pageWindow(Number("9".repeat(400)), 45, 20)).toMatchObject({ page: 3, skip: 40 });
    expect(pageWindow(5, 0, 20)).toEqual({ page: 1, pageCount: 1, skip: 0, take: 20 });
  });
});
