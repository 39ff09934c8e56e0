/**
 * A streaming multipart/form-data reader (decision 110). Each part's bytes come straight off
 * the request as it arrives; nothing is held but the few bytes that might begin a boundary.
 * The boundary is found with Buffer#indexOf, which runs natively, so a part's bytes are
 * scanned once and never copied.
 */

export class MultipartError extends Error {
  override name = "MultipartError";
}

export type MultipartPart = {
  name: string;
  /** Present for a file part (possibly ""), only the base name the browser sent. */
  filename?: string;
  contentType: string;
  /** Read it to the end, or leave it: the parser skips what is left before the next part. */
  data: AsyncIterable<Buffer>;
};

const MAX_HEADER_BYTES = 8 * 1024;
const CRLF = Buffer.from("\r\n");
const HEADER_END = Buffer.from("\r\n\r\n");
const CLOSE = Buffer.from("--");

/** The boundary of a multipart/form-data content type, or null for any other type. */
export function formBoundary(contentType: string) {
  const [mediaType, ...parameters] = contentType.split(";");
  if (mediaType?.trim().toLowerCase() !== "multipart/form-data") return null;
  for (const parameter of parameters) {
    const match = /^\s*boundary\s*=\s*(?:"([^"]{1,70})"|([^\s"]{1,70}))\s*$/i.exec(parameter);
    if (match) return match[1] ?? match[2]!;
  }
  return null;
}

/**
 * The parts of a multipart body, one at a time. A part's data must be read (or abandoned)
 * before asking for the next part; the parser then skips whatever was left of it.
 * Throws MultipartError for a body that is not a complete multipart message.
 */
export async function* parseMultipart(
  body: ReadableStream<Uint8Array>,
  boundary: string,
): AsyncGenerator<MultipartPart, void, undefined> {
  const source = new ChunkSource(body);
  // A body starts with "--boundary", not "\r\n--boundary"; giving it the CRLF lets one
  // delimiter search find the first boundary too, after any preamble.
  source.unread(CRLF);
  const delimiter = Buffer.from(`\r\n--${boundary}`);
  await new PartBody(source, delimiter).skipRest();

  for (;;) {
    const after = await source.readExactly(2);
    if (after.equals(CLOSE)) return;
    if (!after.equals(CRLF)) throw new MultipartError("ugyldig tegn etter grensen");
    const headers = parseHeaders(await source.readHeaders());
    const part = new PartBody(source, delimiter);
    yield { ...headers, data: part };
    await part.skipRest();
  }
}

function parseHeaders(raw: string) {
  let disposition: string | undefined;
  let contentType = "";
  for (const line of raw.split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon === -1) throw new MultipartError("en delhode mangler kolon");
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (name === "content-disposition") disposition = value;
    else if (name === "content-type") contentType = value;
  }
  if (!disposition || !/^form-data\s*(;|$)/i.test(disposition)) {
    throw new MultipartError("en del mangler Content-Disposition: form-data");
  }
  const parameters = dispositionParameters(disposition);
  const name = parameters.get("name");
  if (name === undefined) throw new MultipartError("en del mangler navn");
  const filename = parameters.get("filename");
  return {
    name,
    // Only the base name, as RFC 7578 section 4.2 recommends; a path says nothing we keep.
    filename: filename === undefined ? undefined : filename.split(/[/\\]/).pop()!,
    contentType,
  };
}

/** `name="…"` and `filename="…"` (quoted, with backslash escapes, or bare tokens). */
function dispositionParameters(disposition: string) {
  const parameters = new Map<string, string>();
  const pattern = /;\s*([^\s=;]+)\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^\s;]*))/g;
  for (const match of disposition.matchAll(pattern)) {
    const key = match[1]!.toLowerCase();
    if (parameters.has(key)) continue;
    parameters.set(key, match[2] === undefined ? match[3]! : match[2].replace(/\\(.)/g, "$1"));
  }
  return parameters;
}

/** The request body as Buffers, with room to put back what a reader took too much of. */
class ChunkSource {
  #reader: ReadableStreamDefaultReader<Uint8Array>;
  #stash: Buffer | null = null;

  constructor(body: ReadableStream<Uint8Array>) {
    this.#reader = body.getReader();
  }

  /** The next bytes, or null at the end of the body. */
  async read(): Promise<Buffer | null> {
    const stashed = this.#stash;
    if (stashed) {
      this.#stash = null;
      return stashed;
    }
    for (;;) {
      const next = await this.#reader.read();
      if (next.done) return null;
      if (next.value.byteLength === 0) continue;
      return Buffer.isBuffer(next.value)
        ? next.value
        : Buffer.from(next.value.buffer, next.value.byteOffset, next.value.byteLength);
    }
  }

  /** Puts back the unused end of the chunk just read, so it is read next. */
  unread(bytes: Buffer) {
    if (bytes.length > 0) this.#stash = this.#stash ? Buffer.concat([bytes, this.#stash]) : bytes;
  }

  async readExactly(length: number) {
    let bytes: Buffer = Buffer.alloc(0);
    while (bytes.length < length) {
      const chunk = await this.read();
      if (!chunk) throw new MultipartError("skjemaet sluttet midt i en del");
      bytes = bytes.length ? Buffer.concat([bytes, chunk]) : chunk;
    }
    this.unread(bytes.subarray(length));
    return bytes.subarray(0, length);
  }

  /** A part's header lines, up to the blank line that ends them. */
  async readHeaders() {
    let bytes: Buffer = Buffer.alloc(0);
    for (;;) {
      const end = bytes.indexOf(HEADER_END);
      if (end > MAX_HEADER_BYTES) throw new MultipartError("delhodene er for store");
      if (end !== -1) {
        this.unread(bytes.subarray(end + HEADER_END.length));
        return bytes.subarray(0, end).toString("utf8");
      }
      if (bytes.length > MAX_HEADER_BYTES) throw new MultipartError("delhodene er for store");
      const chunk = await this.read();
      if (!chunk) throw new MultipartError("skjemaet sluttet i et delhode");
      bytes = bytes.length ? Buffer.concat([bytes, chunk]) : chunk;
    }
  }
}

/** One part's bytes, up to the next delimiter; the delimiter itself is consumed. */
class PartBody implements AsyncIterable<Buffer>, AsyncIterator<Buffer, undefined> {
  #source: ChunkSource;
  #delimiter: Buffer;
  #done = false;
  /** The end of the last chunk, when it could be the start of the delimiter. */
  #held: Buffer | null = null;
  /** Reads run one after another, even if a reader that gave up still has one in flight. */
  #lastRead: Promise<unknown> = Promise.resolve();

  constructor(source: ChunkSource, delimiter: Buffer) {
    this.#source = source;
    this.#delimiter = delimiter;
  }

  [Symbol.asyncIterator]() {
    return this;
  }

  async next(): Promise<IteratorResult<Buffer, undefined>> {
    const chunk = await this.#queuedRead();
    return chunk === null ? { done: true, value: undefined } : { done: false, value: chunk };
  }

  /** Stopping early is allowed: the parser reads past the rest before the next part. */
  async return(): Promise<IteratorResult<Buffer, undefined>> {
    return { done: true, value: undefined };
  }

  async skipRest() {
    while ((await this.#queuedRead()) !== null);
  }

  #queuedRead() {
    const read = this.#lastRead.then(() => this.#read());
    this.#lastRead = read.catch(() => undefined);
    return read;
  }

  async #read(): Promise<Buffer | null> {
    while (!this.#done) {
      let chunk = await this.#source.read();
      if (!chunk) throw new MultipartError("skjemaet sluttet før siste grense");
      if (this.#held) {
        chunk = Buffer.concat([this.#held, chunk]);
        this.#held = null;
      }
      const at = chunk.indexOf(this.#delimiter);
      if (at !== -1) {
        this.#done = true;
        this.#source.unread(chunk.subarray(at + this.#delimiter.length));
        if (at > 0) return chunk.subarray(0, at);
        return null;
      }
      const keep = possibleDelimiterStart(chunk, this.#delimiter);
      if (keep < chunk.length) this.#held = chunk.subarray(keep);
      if (keep > 0) return chunk.subarray(0, keep);
    }
    return null;
  }
}

/** Where a proper prefix of the delimiter begins at the end of `chunk`, else its length. */
function possibleDelimiterStart(chunk: Buffer, delimiter: Buffer) {
  const first = delimiter[0]!;
  let from = Math.max(0, chunk.length - delimiter.length + 1);
  for (;;) {
    const at = chunk.indexOf(first, from);
    if (at === -1) return chunk.length;
    if (delimiter.subarray(0, chunk.length - at).equals(chunk.subarray(at))) return at;
    from = at + 1;
  }
}
