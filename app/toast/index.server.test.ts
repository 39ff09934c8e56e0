import { describe, expect, test } from "vitest";
import { createToastHeaders, getToast } from "./index.server";

function requestWithCookieFrom(headers: Headers | null, extra: Record<string, string> = {}) {
  const cookie = headers?.get("Set-Cookie")?.split(";")[0] ?? "";
  return new Request("http://localhost/prosjekt/abc", { headers: { Cookie: cookie, ...extra } });
}

describe("the flashed toast", () => {
  test("is shown once: the page after the form gets it and clears the cookie", async () => {
    const page = requestWithCookieFrom(await createToastHeaders({ title: "Takk!" }));
    const first = await getToast(page);
    expect(first.toast?.title).toBe("Takk!");
    expect(first.headers?.get("Set-Cookie")).toMatch(/^toast=;.*Expires=Thu, 01 Jan 1970/);
    expect((await getToast(requestWithCookieFrom(first.headers))).toast).toBeNull();
  });

  test("is left for the page itself when a prefetch comes first", async () => {
    const flashed = await createToastHeaders({ title: "Takk!" });
    for (const header of ["Sec-Purpose", "Purpose"]) {
      const prefetch = await getToast(requestWithCookieFrom(flashed, { [header]: "prefetch" }));
      expect(prefetch).toEqual({ toast: null, headers: null });
    }
    expect((await getToast(requestWithCookieFrom(flashed))).toast?.title).toBe("Takk!");
  });
});
