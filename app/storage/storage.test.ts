import type { FileHandle } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { batchesOf, FileTooLargeError, writeAll } from "./storage";

const kB = 1024;

async function* chunks(count: number, size: number) {
  for (let index = 0; index < count; index += 1) yield Buffer.alloc(size, index);
}

async function collect<T>(source: AsyncIterable<T>) {
  const items: T[] = [];
  for await (const item of source) items.push(item);
  return items;
}

describe("batchesOf", () => {
  it("gathers socket-sized chunks into batches of about 512 kB, keeping every byte in order", async () => {
    const batches = await collect(batchesOf(chunks(20, 64 * kB)));
    expect(batches.map((batch) => batch.length)).toEqual([8, 8, 4]);
    const bytes = Buffer.concat(batches.flat());
    expect(bytes.length).toBe(20 * 64 * kB);
    expect(bytes[19 * 64 * kB]).toBe(19);
  });

  it("takes plain bytes and text as one batch", async () => {
    expect(await collect(batchesOf("plantegning"))).toEqual([[Buffer.from("plantegning")]]);
    expect(await collect(batchesOf(new Uint8Array([1, 2, 3])))).toEqual([[Buffer.from([1, 2, 3])]]);
  });

  it("stops as soon as the body passes its limit, before that batch is handed on", async () => {
    const seen: number[] = [];
    await expect(async () => {
      for await (const batch of batchesOf(chunks(20, 64 * kB), 100 * kB)) seen.push(batch.length);
    }).rejects.toThrow(FileTooLargeError);
    expect(seen).toEqual([]);
  });
});

describe("writeAll", () => {
  it("writes every byte, in order, when the system takes only a few at a time", async () => {
    const file: number[] = [];
    const positions: (number | undefined)[] = [];
    const handle = {
      async writev(buffers: Buffer[], position?: number) {
        positions.push(position);
        const taken = Buffer.concat(buffers).subarray(0, 3);
        file.push(...taken);
        return { bytesWritten: taken.length, buffers };
      },
    } as unknown as FileHandle;

    const written = await writeAll(handle, [Buffer.from("tegn"), Buffer.from("ing")], 10);
    expect(written).toBe(7);
    expect(Buffer.from(file).toString()).toBe("tegning");
    expect(positions).toEqual([10, 13, 16]);
  });
});
