import { Readable } from "node:stream";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { storedImageSize } from "./image-size.server";

const png = () =>
  sharp({ create: { width: 320, height: 180, channels: 3, background: "#7a5" } })
    .png()
    .toBuffer();

describe("storedImageSize", () => {
  it("reads the width and height from a stored picture", async () => {
    expect(await storedImageSize(Readable.from([await png()]))).toEqual({
      width: 320,
      height: 180,
    });
  });

  it("answers null for bytes that are not a picture", async () => {
    expect(await storedImageSize(Readable.from([Buffer.from("%PDF-1.7 tegning")]))).toBeNull();
  });

  it("answers null when the stored bytes stop coming with an error, as a cut S3 read does", async () => {
    const bytes = await png();
    const cutOff = new Readable({
      read() {
        this.push(bytes.subarray(0, 64));
        this.destroy(Object.assign(new Error("read ECONNRESET"), { code: "ECONNRESET" }));
      },
    });
    expect(await storedImageSize(cutOff)).toBeNull();
  });
});
