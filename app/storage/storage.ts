import { Readable, Transform } from "node:stream";

export type StoredObject = { key: string; contentType: string; size: number; lastModified: Date };
export type ListedObject = Omit<StoredObject, "contentType">;
export type PutBody = Readable | Uint8Array | string;
export type PutOptions = {
  contentType: string;
  /** Cut the upload off with FileTooLargeError once it passes this many bytes. */
  maxBytes?: number;
};
export type SignedUrlOptions = {
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
  list(prefix: string): Promise<ListedObject[]>;
  signedUrl(key: string, options: SignedUrlOptions): Promise<string>;
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

export function toReadable(body: PutBody) {
  return body instanceof Readable
    ? body
    : Readable.from([typeof body === "string" ? Buffer.from(body) : body]);
}

/** Passes bytes through, counting them, and fails the stream as soon as it passes maxBytes. */
export function byteCounter(maxBytes = Number.POSITIVE_INFINITY) {
  let bytes = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      bytes += chunk.length;
      if (bytes > maxBytes) callback(new FileTooLargeError(maxBytes));
      else callback(null, chunk);
    },
  });
  return { stream: counter, bytes: () => bytes };
}

/** RFC 6266 Content-Disposition that keeps non-ASCII names such as "tegning æøå.pdf". */
export function attachmentDisposition(filename: string) {
  const fallback = filename.replace(/[^\x20-\x7e]|["\\]/g, "_");
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}
