import { describe, expect, test } from "vitest";
import { httpsLocation } from "./https.server";

describe("httpsLocation", () => {
  test("sends plain HTTP on a public host to the same address over HTTPS", () => {
    expect(
      httpsLocation({
        protocol: "http",
        host: "digitalepoteter.example",
        originalUrl: "/kontakt?a=1",
      }),
    ).toBe("https://digitalepoteter.example/kontakt?a=1");
  });

  test("keeps only the path of a request in absolute form", () => {
    expect(
      httpsLocation({
        protocol: "http",
        host: "digitalepoteter.example",
        originalUrl: "http://digitalepoteter.example/kontakt?a=1",
      }),
    ).toBe("https://digitalepoteter.example/kontakt?a=1");
  });

  test.each(["localhost:3000", "127.0.0.1", "[::1]:3000"])("never redirects %s", (host) => {
    expect(httpsLocation({ protocol: "http", host, originalUrl: "/" })).toBeNull();
  });

  test("leaves HTTPS alone", () => {
    expect(
      httpsLocation({ protocol: "https", host: "digitalepoteter.example", originalUrl: "/" }),
    ).toBeNull();
  });
});
