import { randomUUID } from "node:crypto";
import { type FileHandle, open, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { writeAll } from "./storage";

/** What a range reads at a time: the size of a socket write, as fs read streams use. */
const RANGE_CHUNK_BYTES = 64 * 1024;

/**
 * A nameless temporary file for one upload (decision 111). The bytes wait on disk, not in
 * memory, until S3 can take them as a part of known length; it is unlinked at once, so
 * nothing is left behind even if the process dies.
 */
export class Spool {
  #handle: FileHandle;
  #closing = false;

  private constructor(handle: FileHandle) {
    this.#handle = handle;
  }

  static async open() {
    const file = path.join(os.tmpdir(), `dp-s3-spool-${randomUUID()}`);
    const handle = await open(file, "w+", 0o600);
    await rm(file);
    return new Spool(handle);
  }

  /** Writes a batch of buffers at `position`; resolves with how many bytes were written. */
  write(bytes: Buffer[], position: number) {
    return writeAll(this.#handle, bytes, position);
  }

  /**
   * `length` bytes from `start`, read by position, so parts read side by side. Each read goes
   * through the file handle, which closes only once its reads in flight are done; a range
   * asked for more after that ends instead of reading.
   */
  range(start: number, length: number): Readable {
    return Readable.from(this.#chunks(start, start + length), { objectMode: false });
  }

  async *#chunks(start: number, end: number) {
    for (let position = start; position < end && !this.#closing;) {
      const size = Math.min(RANGE_CHUNK_BYTES, end - position);
      const { bytesRead, buffer } = await this.#handle.read(
        Buffer.allocUnsafe(size),
        0,
        size,
        position,
      );
      if (bytesRead === 0) return;
      position += bytesRead;
      yield buffer.subarray(0, bytesRead);
    }
  }

  /**
   * Closes the file. A range the SDK gave up on can still be flowing: read straight from the
   * descriptor, as ranges were before, its next read failed with EBADF once the file was
   * closed, an error on a stream nobody listened to any more, which ended the process (seen
   * with S3 unreachable). Now such a range just ends.
   */
  async close() {
    this.#closing = true;
    await this.#handle.close();
  }
}
