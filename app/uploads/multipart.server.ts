/**
 * multipart/form-data bodies read by busboy (decision 114), behind the streaming shape the
 * upload forms use: one part at a time, a file's bytes handed on as they arrive. busboy is fed
 * from the request stream only as fast as the reader takes a file's bytes, so nothing is held
 * whole: a part's header (busboy caps it at 16 kB), one text field, a chunk or two of a file.
 */
import type { Readable } from "node:stream";
import busboy from "busboy";

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

/**
 * What a body may hold before it is refused. busboy holds a text field whole before handing
 * it over, so one longer than `maxFieldBytes` is refused rather than held.
 */
export type MultipartLimits = {
  /** 64 kB unless a route's fields are long by nature (an inbound mail's HTML). */
  maxFieldBytes?: number;
  /** 1000 unless a route takes more. */
  maxParts?: number;
  /** No cap unless given: a route's own caps on its files bound the body. */
  maxBodyBytes?: number;
};

const DEFAULT_LIMITS: Required<MultipartLimits> = {
  maxFieldBytes: 64 * 1024,
  maxParts: 1000,
  maxBodyBytes: Number.POSITIVE_INFINITY,
};

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
  limits: MultipartLimits = {},
): AsyncGenerator<MultipartPart, void, undefined> {
  const form = new FormReader(body, boundary, {
    maxFieldBytes: limits.maxFieldBytes ?? DEFAULT_LIMITS.maxFieldBytes,
    maxParts: limits.maxParts ?? DEFAULT_LIMITS.maxParts,
    maxBodyBytes: limits.maxBodyBytes ?? DEFAULT_LIMITS.maxBodyBytes,
  });
  try {
    for (let part = await form.nextPart(); part; part = await form.nextPart()) {
      try {
        yield part;
      } finally {
        if (part.data instanceof FileData) part.data.abandon();
      }
    }
  } finally {
    form.stop();
  }
}

/** Wakes whoever waits for something to change. */
class Signal {
  #waiting: (() => void)[] = [];

  wait() {
    return new Promise<void>((resolve) => this.#waiting.push(resolve));
  }

  notify() {
    const waiting = this.#waiting;
    this.#waiting = [];
    for (const resolve of waiting) resolve();
  }
}

/**
 * Feeds the body to busboy and queues the parts it finds. The next chunk of the body is read
 * only when every part found so far was taken and busboy has taken the last chunk, which it
 * does once the file part it falls in has room for it.
 */
class FormReader {
  #parser: busboy.Busboy;
  #body: ReadableStream<Uint8Array>;
  #reader: ReadableStreamDefaultReader<Uint8Array> | undefined;
  #parts: MultipartPart[] = [];
  #count = 0;
  #bodyBytes = 0;
  #limits: Required<MultipartLimits>;
  #failure: MultipartError | null = null;
  #closed = false;
  #stopped = false;
  #changed = new Signal();

  constructor(
    body: ReadableStream<Uint8Array>,
    boundary: string,
    limits: Required<MultipartLimits>,
  ) {
    this.#body = body;
    this.#limits = limits;
    try {
      this.#parser = busboy({
        headers: {
          "content-type": `multipart/form-data; boundary="${boundary.replace(/["\\]/g, "\\$&")}"`,
        },
        // Only the base name, as RFC 7578 section 4.2 recommends; a path says nothing we keep.
        preservePath: false,
        defParamCharset: "utf8",
        // One more than allowed, so that a part too many is seen and refused, not dropped.
        limits: { fieldSize: limits.maxFieldBytes + 1, parts: limits.maxParts + 1 },
      });
    } catch (error) {
      throw new MultipartError("grensen kan ikke brukes", { cause: error });
    }
    this.#parser.on("file", (name: string | undefined, stream, info) => {
      const data = new FileData(stream);
      if (this.#failure || this.#stopped) return data.abandon();
      this.#add({ name, filename: info.filename ?? "", contentType: info.mimeType, data });
    });
    this.#parser.on("field", (name: string | undefined, value: string | undefined, info) => {
      if (this.#failure || this.#stopped) return;
      // busboy cuts a value at the limit and says so; a cut value is refused, never kept.
      if (info.nameTruncated || info.valueTruncated) {
        return this.#fail(new MultipartError("et felt er for stort"));
      }
      // busboy gives no value for a charset it cannot decode.
      if (value === undefined) return this.#fail(new MultipartError("feltets tegnsett er ukjent"));
      this.#add({ name, contentType: info.mimeType, data: oneChunk(Buffer.from(value)) });
    });
    this.#parser.on("error", (error) => {
      this.#fail(new MultipartError("skjemaet kunne ikke leses", { cause: error }));
    });
    this.#parser.on("close", () => {
      this.#closed = true;
      this.#changed.notify();
    });
    void this.#pump();
  }

  /** The next part, or null after the last one. */
  async nextPart() {
    while (!this.#parts.length && !this.#failure && !this.#closed) await this.#changed.wait();
    if (this.#failure) throw this.#failure;
    const part = this.#parts.shift() ?? null;
    this.#changed.notify();
    return part;
  }

  /**
   * Reads no more of the body; a part still unread is dropped. A body not read to its end is
   * cancelled, which tells the server the rest is unwanted (it closes rather than drains).
   */
  stop() {
    if (this.#stopped) return;
    this.#stopped = true;
    if (!this.#closed) this.#reader?.cancel().catch(() => undefined);
    this.#parser.destroy();
    this.#changed.notify();
  }

  #add(part: Omit<MultipartPart, "name"> & { name: string | undefined }) {
    const { name } = part;
    // busboy hands on a part without a name (or with name="") with no name at all.
    if (name === undefined) return this.#fail(new MultipartError("en del mangler navn"));
    this.#count += 1;
    if (this.#count > this.#limits.maxParts)
      return this.#fail(new MultipartError("for mange deler"));
    this.#parts.push({ ...part, name });
    this.#changed.notify();
  }

  #fail(failure: MultipartError) {
    this.#failure ??= failure;
    for (const part of this.#parts) if (part.data instanceof FileData) part.data.abandon();
    this.#parts = [];
    // Ends a file part being read with the failure, so its reader is not left waiting.
    this.#parser.destroy(this.#failure);
    this.#changed.notify();
  }

  get #halted() {
    return this.#failure !== null || this.#stopped;
  }

  async #pump() {
    const reader = (this.#reader = this.#body.getReader());
    try {
      for (;;) {
        while (this.#parts.length && !this.#halted) await this.#changed.wait();
        if (this.#halted) return;
        const next = await reader.read();
        if (this.#halted) return;
        if (next.done) return void this.#parser.end();
        this.#bodyBytes += next.value.length;
        if (this.#bodyBytes > this.#limits.maxBodyBytes) {
          return this.#fail(new MultipartError("skjemaet er for stort"));
        }
        if (!this.#parser.write(next.value)) await this.#drained();
      }
    } catch (error) {
      this.#fail(new MultipartError("skjemaet kunne ikke leses", { cause: error }));
    }
  }

  #drained() {
    return new Promise<void>((resolve) => {
      const done = () => {
        this.#parser.off("drain", done);
        this.#parser.off("close", done);
        resolve();
      };
      this.#parser.on("drain", done);
      this.#parser.on("close", done);
    });
  }
}

/**
 * A file part's bytes from busboy's stream, which stays paused while nobody reads, so busboy
 * (and through it the request) waits. Chunks are handed on as busboy gives them, uncopied.
 */
class FileData implements AsyncIterableIterator<Buffer> {
  #stream: Readable;
  #chunks: Buffer[] = [];
  #ended = false;
  #failure: MultipartError | null = null;
  #abandoned = false;
  #flowing = false;
  #changed = new Signal();

  constructor(stream: Readable) {
    this.#stream = stream;
    stream.once("end", () => {
      this.#ended = true;
      this.#changed.notify();
    });
    // A listener here also keeps a failed form from becoming an uncaught error.
    stream.once("error", (error) => {
      this.#failure ??= new MultipartError("skjemaet sluttet midt i en fil", { cause: error });
      this.#changed.notify();
    });
    stream.once("close", () => {
      if (!this.#ended) this.#failure ??= new MultipartError("filen ble avbrutt");
      this.#changed.notify();
    });
  }

  [Symbol.asyncIterator]() {
    return this;
  }

  async next(): Promise<IteratorResult<Buffer, undefined>> {
    for (;;) {
      const chunk = this.#chunks.shift();
      if (chunk) return { done: false, value: chunk };
      if (this.#failure) throw this.#failure;
      if (this.#ended || this.#abandoned) return { done: true, value: undefined };
      this.#flow();
      await this.#changed.wait();
    }
  }

  /** Stopping early is allowed: the parser reads past the rest before the next part. */
  async return(): Promise<IteratorResult<Buffer, undefined>> {
    return { done: true, value: undefined };
  }

  /** Lets the rest of the part run through unread, so busboy goes on to the next part. */
  abandon() {
    if (this.#abandoned) return;
    this.#abandoned = true;
    this.#chunks = [];
    this.#flow();
    this.#changed.notify();
  }

  /** One chunk at a time while someone reads; everything once abandoned. */
  #flow() {
    if (!this.#flowing) {
      this.#flowing = true;
      this.#stream.on("data", (chunk: Buffer) => {
        if (this.#abandoned) return;
        this.#chunks.push(chunk);
        this.#stream.pause();
        this.#changed.notify();
      });
    }
    this.#stream.resume();
  }
}

/** A text field's value as the one chunk of its data, or none when it is empty. */
async function* oneChunk(bytes: Buffer) {
  if (bytes.length > 0) yield bytes;
}
