import type { FileHandle } from "node:fs/promises";
import type { Readable } from "node:stream";

export type StoredObject = { key: string; contentType: string; size: number; lastModified: Date };
export type ListedObject = Omit<StoredObject, "contentType">;
/** A stream, an async generator or the bytes themselves. */
export type PutBody = AsyncIterable<Uint8Array | string> | Uint8Array | string;
type PutOptions = {
  contentType: string;
  /** Cut the upload off with FileTooLargeError once it passes this many bytes. */
  maxBytes?: number;
};
type SignedUrlOptions = {
  expiresInSeconds: number;
  /** Offer the file as a download under this name. */
  downloadName?: string;
};

/** One streaming interface for every place files live (decision 013). */
export interface FileStorage {
  readonly driver: "local" | "s3";
  put(key: string, body: PutBody, options: PutOptions): Promise<StoredObject>;
  get(key: string): Promise<{ object: StoredObject; body: Readable } | null>;
  head(key: string): Promise<StoredObject | null>;
  delete(key: string): Promise<void>;
  /**
   * Copies a stored object to a new key inside the store (no bytes through this server on S3);
   * null when `from` is not there. The copy is a file of its own: deleting one leaves the other.
   */
  copy(from: string, to: string): Promise<StoredObject | null>;
  list(prefix: string): Promise<ListedObject[]>;
  signedUrl(key: string, options: SignedUrlOptions): Promise<string>;
  /** Removes temporary files of uploads older than `before` (cut off by a crash); how many. */
  sweepTemporary(before: Date): Promise<number>;
}

export class FileTooLargeError extends Error {
  override name = "FileTooLargeError";
  constructor(readonly maxBytes: number) {
    super(`Filen er større enn ${maxBytes} byte`);
  }
}

export class InvalidStorageKeyError extends Error {
  override name = "InvalidStorageKeyError";
}

// Segments start with a letter or digit, so "." and ".." can never appear and a key can never
// climb out of its folder or name a hidden bookkeeping file.
const KEY_PATTERN = /^[A-Za-z0-9][\w.-]*(\/[A-Za-z0-9][\w.-]*)*$/;

export function assertValidKey(key: string) {
  if (key.length > 512 || !KEY_PATTERN.test(key)) {
    throw new InvalidStorageKeyError(`Ugyldig lagringsnøkkel: ${JSON.stringify(key)}`);
  }
  return key;
}

export function isValidPrefix(prefix: string) {
  return prefix === "" || KEY_PATTERN.test(prefix.replace(/\/$/, ""));
}

// A write per socket read (about 60 kB) costs a hand-off to the thread pool and a wake-up of
// one of its threads each; under a burst of uploads that was a large share of the server's
// main-thread time in bench:load. Batches of this size cut the writes about eightfold.
const WRITE_BATCH_BYTES = 512 * 1024;

/**
 * A body's bytes in batches of about 512 kB (the last may be smaller), for a driver to write
 * one batch at a time. Fails with FileTooLargeError as soon as the body passes maxBytes.
 */
export async function* batchesOf(body: PutBody, maxBytes = Number.POSITIVE_INFINITY) {
  let size = 0;
  let batch: Buffer[] = [];
  let batchBytes = 0;
  for await (const chunk of chunksOf(body)) {
    size += chunk.length;
    if (size > maxBytes) throw new FileTooLargeError(maxBytes);
    batch.push(chunk);
    batchBytes += chunk.length;
    if (batchBytes < WRITE_BATCH_BYTES) continue;
    yield batch;
    batch = [];
    batchBytes = 0;
  }
  if (batch.length > 0) yield batch;
}

async function* chunksOf(body: PutBody) {
  if (typeof body === "string" || body instanceof Uint8Array) {
    yield asBuffer(body);
    return;
  }
  for await (const chunk of body) yield asBuffer(chunk);
}

function asBuffer(chunk: Uint8Array | string) {
  if (typeof chunk === "string") return Buffer.from(chunk);
  return Buffer.isBuffer(chunk)
    ? chunk
    : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
}

/**
 * Writes all of `buffers` at `position` (or where the file stands), however the system splits
 * the write. Resolves with the number of bytes written.
 */
export async function writeAll(handle: FileHandle, buffers: Buffer[], position?: number) {
  let rest = buffers;
  let written = 0;
  while (rest.length > 0) {
    const at = position === undefined ? undefined : position + written;
    let { bytesWritten } = await handle.writev(rest, at);
    if (bytesWritten === 0) throw new Error("Disken tok ikke imot flere byte");
    written += bytesWritten;
    while (rest.length > 0 && bytesWritten >= rest[0]!.length) {
      bytesWritten -= rest[0]!.length;
      rest = rest.slice(1);
    }
    if (bytesWritten > 0) rest = [rest[0]!.subarray(bytesWritten), ...rest.slice(1)];
  }
  return written;
}

/** RFC 6266 Content-Disposition that keeps non-ASCII names such as "tegning æøå.pdf". */
export function attachmentDisposition(filename: string) {
  const fallback = filename.replace(/[^\x20-\x7e]|["\\]/g, "_");
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}
