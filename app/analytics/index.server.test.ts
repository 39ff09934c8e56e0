import { describe, expect, test } from "vitest";
import { getToast } from "~/toast/index.server";
import { createConversionHeaders, takeConversion } from "./index.server";

/** The request a browser sends next, carrying the cookie a response set. */
function nextRequest(headers: Headers | undefined) {
  const cookie = headers?.get("Set-Cookie")?.split(";")[0] ?? "";
  return new Request("http://localhost/takk", { headers: { Cookie: cookie } });
}

describe("conversion marks", () => {
  test("the page after a successful form reports its conversion once; a reload finds none", async () => {
    const thanks = nextRequest(await createConversionHeaders("contact-form"));
    const first = await takeConversion(thanks);
    expect(first.conversion).toBe("contact-form");
    const reload = nextRequest(first.headers);
    expect((await takeConversion(reload)).conversion).toBeNull();
  });

  test("a direct visit reports nothing and sets no cookie", async () => {
    expect(await takeConversion(new Request("http://localhost/takk"))).toEqual({
      conversion: null,
      headers: undefined,
    });
  });

  test("share the flash cookie with toasts but never show up as one", async () => {
    const thanks = nextRequest(await createConversionHeaders("contact-form"));
    expect(await getToast(thanks)).toEqual({ toast: null, headers: null });
    expect((await takeConversion(thanks)).conversion).toBe("contact-form");
  });
});
