import { once } from "node:events";
import { buffer } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { Spool } from "./spool.server";

const MB = 1024 * 1024;

describe("Spool", () => {
  it("reads back any range of what was written, side by side", async () => {
    const spool = await Spool.open();
    try {
      await spool.write([Buffer.from("plan"), Buffer.from("tegning")], 0);
      await spool.write([Buffer.from("-A1")], 11);
      const [whole, middle] = await Promise.all([
        buffer(spool.range(0, 14)),
        buffer(spool.range(4, 7)),
      ]);
      expect(whole.toString()).toBe("plantegning-A1");
      expect(middle.toString()).toBe("tegning");
    } finally {
      await spool.close();
    }
  });

  it("closes while a range is still being read, and the range reports no error", async () => {
    const spool = await Spool.open();
    await spool.write([Buffer.alloc(MB, 7)], 0);
    // As the SDK leaves a body it gave up on: flowing, with nobody reading it any more.
    const abandoned = spool.range(0, MB);
    const errors: Error[] = [];
    abandoned.on("error", (error) => errors.push(error));
    abandoned.resume();

    await spool.close();
    if (!abandoned.closed) await once(abandoned, "close");
    expect(errors).toEqual([]);
  });
});
