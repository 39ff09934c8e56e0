import { gunzipSync } from "node:zlib";
import { describe, expect, test } from "vitest";
import { acceptsGzip, compressPieces, gzipJoined } from "./gzip-around.server";

const gunzip = (chunks: Buffer[]) => gunzipSync(Buffer.concat(chunks)).toString("utf8");

describe("gzipJoined", () => {
  const page = `<script nonce="N">a()</script>${"<p>Fotorealistiske 3D-visualiseringer æøå</p>".repeat(400)}<script nonce="N">b()</script>`;
  const pieces = page.split("N").map((piece) => Buffer.from(piece));
  const compressed = compressPieces(pieces);

  test("unpacks to the page with each answer's own value at every cut", () => {
    for (const nonce of ["Zm9vYmFyYmF6cXV4cXV1eA==", "YWJjZGVmZ2hpamtsbW5vcA=="]) {
      expect(gunzip(gzipJoined(pieces, compressed, Buffer.from(nonce)))).toBe(
        page.replaceAll("N", nonce),
      );
    }
  });

  test("is much smaller than the page", () => {
    const size = Buffer.concat(gzipJoined(pieces, compressed, Buffer.from("x".repeat(24)))).length;
    expect(size).toBeLessThan(page.length / 10);
  });

  test("a page without cuts is one ordinary gzip member", () => {
    const whole = [Buffer.from("<p>hei</p>")];
    expect(gunzip(gzipJoined(whole, compressPieces(whole), Buffer.alloc(0)))).toBe("<p>hei</p>");
  });
});

describe("acceptsGzip", () => {
  test.each([
    ["gzip, deflate, br", true],
    ["br;q=1.0, gzip;q=0.8", true],
    ["*", true],
    ["gzip;q=0, br", false],
    ["identity", false],
    [undefined, false],
  ])("%s → %s", (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });
});
