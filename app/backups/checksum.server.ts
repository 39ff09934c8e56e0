import { createHash } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";

/** SHA-256 of a file, read as a stream. */
export async function sha256OfFile(file: string) {
  const hash = createHash("sha256");
  await pipeline(createReadStream(file), hash);
  return hash.digest("hex");
}

/** Writes a stream to `file`, hashing it on the way; the bytes are never held whole. */
export async function writeHashed(body: Readable, file: string) {
  await mkdir(path.dirname(file), { recursive: true });
  const hash = createHash("sha256");
  let size = 0;
  await pipeline(
    body,
    async function* (chunks: AsyncIterable<Buffer>) {
      for await (const chunk of chunks) {
        hash.update(chunk);
        size += chunk.length;
        yield chunk;
      }
    },
    createWriteStream(file),
  );
  return { sha256: hash.digest("hex"), size };
}
