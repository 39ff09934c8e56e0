import { describe, expect, it } from "vitest";
import { addressesIn, mentionsAddress, normalAddress } from "./addresses.server";

describe("addresses", () => {
  it("reads the address out of a From line with a display name, in any case", () => {
    expect(addressesIn("Eve Person <eve@example.com>")).toEqual(["eve@example.com"]);
    expect(addressesIn('"Person, Eve" <EVE@Example.com>')).toEqual(["eve@example.com"]);
    expect(addressesIn("=?UTF-8?Q?Ev=C3=A9?= <Eve@Example.com> (hjemme)")).toEqual([
      "eve@example.com",
    ]);
  });

  it("reads a plain address as itself, and a display name that looks like an address as a name", () => {
    expect(normalAddress("  Eve@Example.com ")).toBe("eve@example.com");
    expect(addressesIn("eve@example.com <mallory@example.net>")).toEqual(["mallory@example.net"]);
    expect(addressesIn("a@example.com, B@example.com")).toEqual(["a@example.com", "b@example.com"]);
    expect(normalAddress("")).toBe("");
  });

  it("finds an address named in free text only as a whole address", () => {
    const subject = "Uplassert e-post fra Eve Person <EVE@example.com>: Re: Tilbud";
    expect(mentionsAddress(subject, "eve@example.com")).toBe(true);
    expect(mentionsAddress("Skriv til eve@example.com.", "eve@example.com")).toBe(true);
    expect(mentionsAddress("Svar fra steve@example.com: hei", "eve@example.com")).toBe(false);
    expect(mentionsAddress("Svar fra eve@example.com.evil: hei", "eve@example.com")).toBe(false);
  });
});
