import { describe, expect, it, vi } from "vitest";
import {
  formBoundary,
  MultipartError,
  type MultipartLimits,
  parseMultipart,
} from "./multipart.server";

type ReadPart = { name: string; filename?: string; contentType: string; text: string };

/** A body as a stream that hands it over in pieces of the given sizes, cycling. */
function streamOf(bytes: Uint8Array, pieceSizes: number[] = [bytes.length]) {
  let offset = 0;
  let turn = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (offset >= bytes.length) return controller.close();
      const size = Math.max(1, pieceSizes[turn++ % pieceSizes.length]!);
      controller.enqueue(bytes.slice(offset, offset + size));
      offset += size;
    },
  });
}

async function serialised(form: FormData) {
  const request = new Request("http://localhost/", { method: "POST", body: form });
  const boundary = formBoundary(request.headers.get("Content-Type") ?? "");
  if (!boundary) throw new Error("no boundary");
  return { boundary, bytes: new Uint8Array(await request.arrayBuffer()) };
}

async function readAll(
  body: ReadableStream<Uint8Array>,
  boundary: string,
  limits?: MultipartLimits,
) {
  const parts: ReadPart[] = [];
  for await (const part of parseMultipart(body, boundary, limits)) {
    const chunks: Buffer[] = [];
    for await (const chunk of part.data) chunks.push(chunk);
    parts.push({
      name: part.name,
      filename: part.filename,
      contentType: part.contentType,
      text: Buffer.concat(chunks).toString("latin1"),
    });
  }
  return parts;
}

/**
 * The streams here live in memory: whatever reading a chunk sets off runs in microtasks and
 * nextTicks, all of which Node finishes before the event loop's next turn. Once that turn
 * comes, the parser has read all it is going to read.
 */
function everythingPendingHasRun() {
  return new Promise((resolve) => setImmediate(resolve));
}

function raw(boundary: string, body: string) {
  return streamOf(
    Buffer.from(body.replaceAll("\n", "\r\n").replaceAll("BOUNDARY", boundary), "latin1"),
  );
}

describe("formBoundary", () => {
  it("reads the boundary of multipart/form-data only", () => {
    expect(formBoundary("multipart/form-data; boundary=abc123")).toBe("abc123");
    expect(formBoundary('Multipart/Form-Data; charset=utf-8; boundary="a b:c"')).toBe("a b:c");
    expect(formBoundary("multipart/form-data")).toBeNull();
    expect(formBoundary("multipart/form-data; boundary=")).toBeNull();
    expect(formBoundary("multipart/mixed; boundary=abc")).toBeNull();
    expect(formBoundary("application/x-www-form-urlencoded")).toBeNull();
  });
});

describe("parseMultipart", () => {
  it("gives the fields and files a browser's form serialises, however the body is cut", async () => {
    const form = new FormData();
    form.set("name", "Kari Nordmann");
    form.set("message", "Linje én\r\nLinje to æøå");
    form.append(
      "attachments",
      new Blob(["%PDF-1.7 tegning"], { type: "application/pdf" }),
      "tegning.pdf",
    );
    form.append("attachments", new Blob([""], { type: "image/png" }), "tom.png");
    form.set("skjemaToken", "123.abc");
    const { boundary, bytes } = await serialised(form);
    const expected: ReadPart[] = [
      { name: "name", filename: undefined, contentType: "text/plain", text: "Kari Nordmann" },
      {
        name: "message",
        filename: undefined,
        contentType: "text/plain",
        text: Buffer.from("Linje én\r\nLinje to æøå").toString("latin1"),
      },
      {
        name: "attachments",
        filename: "tegning.pdf",
        contentType: "application/pdf",
        text: "%PDF-1.7 tegning",
      },
      { name: "attachments", filename: "tom.png", contentType: "image/png", text: "" },
      { name: "skjemaToken", filename: undefined, contentType: "text/plain", text: "123.abc" },
    ];
    for (const pieces of [
      [bytes.length],
      [1],
      [2],
      [3],
      [7],
      [64],
      [boundary.length + 3],
      [5, 1, 13],
    ]) {
      expect(await readAll(streamOf(bytes, pieces), boundary), `pieces ${pieces}`).toEqual(
        expected,
      );
    }
  });

  it("keeps file bytes that resemble the boundary, in every split of the body", async () => {
    const boundary = "----grense0123456789";
    const content = `%PDF-\r\n--${boundary.slice(0, 5)}\r\n-\r\r\n--${boundary.slice(0, -1)}x\r\n--\r`;
    const body = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="attachments"; filename="a.pdf"\r\n\r\n` +
        `${content}\r\n--${boundary}\r\nContent-Disposition: form-data; name="etter"\r\n\r\nja\r\n--${boundary}--\r\n`,
      "latin1",
    );
    for (let size = 1; size <= body.length; size += 1) {
      const parts = await readAll(streamOf(body, [size]), boundary);
      expect(
        parts.map((part) => part.text),
        `pieces of ${size}`,
      ).toEqual([content, "ja"]);
    }
  });

  it("searches a file's bytes for the boundary in native code (patched streamsearch, decision 289)", async () => {
    const boundary = "----grense0123456789";
    const file = Buffer.alloc(256 * 1024, "%PDF-tegning ");
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="attachments"; filename="a.pdf"\r\n\r\n`,
      ),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const indexOf = vi.spyOn(Buffer.prototype, "indexOf");
    try {
      const [part] = await readAll(streamOf(body, [64 * 1024]), boundary);
      expect(part?.text.length).toBe(file.length);
      const searchedFileBytes = indexOf.mock.contexts.filter(
        (haystack) => (haystack as Buffer).length >= 64 * 1024,
      );
      expect(searchedFileBytes.length).toBeGreaterThanOrEqual(4);
    } finally {
      indexOf.mockRestore();
    }
  });

  it("skips a part nobody reads and reads the next one whole", async () => {
    const form = new FormData();
    form.append("attachments", new Blob([Buffer.alloc(300_000, 0x41)]), "stor.pdf");
    form.set("name", "etter filen");
    const { boundary, bytes } = await serialised(form);
    const seen: string[] = [];
    for await (const part of parseMultipart(streamOf(bytes, [4096]), boundary)) {
      if (part.filename !== undefined) {
        const first = await part.data[Symbol.asyncIterator]().next();
        expect(first.done).toBe(false);
        continue;
      }
      const chunks: Buffer[] = [];
      for await (const chunk of part.data) chunks.push(chunk);
      seen.push(`${part.name}=${Buffer.concat(chunks).toString()}`);
    }
    expect(seen).toEqual(["name=etter filen"]);
  });

  it("hands a file over while it is still arriving", async () => {
    const boundary = "strom";
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="attachments"; filename="a.pdf"\r\n\r\n%PDF-`,
    );
    let release!: () => void;
    const rest = new Promise<void>((resolve) => (release = resolve));
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(head);
        await rest;
        controller.enqueue(Buffer.from(`resten\r\n--${boundary}--\r\n`));
        controller.close();
      },
    });
    const parts = parseMultipart(body, boundary);
    const part = (await parts.next()).value!;
    const data = part.data[Symbol.asyncIterator]();
    expect((await data.next()).value?.toString()).toBe("%PDF-");
    release();
    expect((await data.next()).value?.toString()).toBe("resten");
    expect((await data.next()).done).toBe(true);
    expect((await parts.next()).done).toBe(true);
  });

  it("reads quoted names, keeps only a file's base name, and ignores preamble and epilogue", async () => {
    const parts = await readAll(
      raw(
        "b1",
        [
          "ignored preamble",
          "--BOUNDARY",
          'Content-Disposition: form-data; name="sitat \\"x\\""; filename="C:\\\\tegninger\\\\plan;1.pdf"',
          "Content-Type: application/pdf",
          "",
          "%PDF-",
          "--BOUNDARY",
          "content-disposition: form-data; name=bar",
          "",
          "naken",
          "--BOUNDARY--",
          "epilogue",
        ].join("\n"),
      ),
      "b1",
    );
    expect(parts).toEqual([
      { name: 'sitat "x"', filename: "plan;1.pdf", contentType: "application/pdf", text: "%PDF-" },
      { name: "bar", filename: undefined, contentType: "text/plain", text: "naken" },
    ]);
  });

  it('decodes a file name as UTF-8, and gives an application/octet-stream part without one the file name ""', async () => {
    const parts = await readAll(
      streamOf(
        Buffer.from(
          [
            "--b2",
            'Content-Disposition: form-data; name="attachments"; filename="../tegning æøå.pdf"',
            "Content-Type: application/pdf",
            "",
            "%PDF-",
            "--b2",
            'Content-Disposition: form-data; name="blob"',
            "Content-Type: application/octet-stream",
            "",
            "rå",
            "--b2--",
          ].join("\r\n"),
        ),
      ),
      "b2",
    );
    expect(parts).toEqual([
      {
        name: "attachments",
        filename: "tegning æøå.pdf",
        contentType: "application/pdf",
        text: "%PDF-",
      },
      {
        name: "blob",
        filename: "",
        contentType: "application/octet-stream",
        text: Buffer.from("rå").toString("latin1"),
      },
    ]);
  });

  it("takes a text field of exactly 64 kB and exactly 1000 parts", async () => {
    const long = "x".repeat(64 * 1024);
    const parts = await readAll(
      raw(
        "grense",
        `${"--BOUNDARY\nContent-Disposition: form-data; name=a\n\nx\n".repeat(999)}` +
          `--BOUNDARY\nContent-Disposition: form-data; name=lang\n\n${long}\n--BOUNDARY--`,
      ),
      "grense",
    );
    expect(parts).toHaveLength(1000);
    expect(parts.at(-1)).toMatchObject({ name: "lang", text: long });
  });

  it("takes a route's own limits: a longer field, more parts, and refuses a body past its cap", async () => {
    const html = "x".repeat(2 * 1024 * 1024);
    const body = () =>
      raw(
        "grense",
        `${"--BOUNDARY\nContent-Disposition: form-data; name=a\n\nx\n".repeat(1199)}` +
          `--BOUNDARY\nContent-Disposition: form-data; name=html\n\n${html}\n--BOUNDARY--`,
      );
    const limits = { maxFieldBytes: html.length, maxParts: 1200 };
    const parts = await readAll(body(), "grense", limits);
    expect(parts).toHaveLength(1200);
    expect(parts.at(-1)).toMatchObject({ name: "html", text: html });
    await expect(readAll(body(), "grense")).rejects.toBeInstanceOf(MultipartError);
    await expect(
      readAll(body(), "grense", { ...limits, maxBodyBytes: 2 * 1024 * 1024 }),
    ).rejects.toThrow("skjemaet er for stort");
  });

  // busboy, unlike the reader of decision 110, passes over these parts instead of refusing the
  // body (decision 114); nothing of them reaches the caller.
  it("leaves out a part without form-data disposition and whatever follows junk after a boundary", async () => {
    const parts = await readAll(
      raw(
        "grense",
        [
          "--BOUNDARY",
          "Content-Type: text/plain",
          "",
          "uten disposisjon",
          "--BOUNDARY",
          "Content-Disposition: attachment; name=b",
          "",
          "vedlegg",
          "--BOUNDARYjunk",
          "Content-Disposition: form-data; name=c",
          "",
          "etter søppel",
          "--BOUNDARY",
          "Content-Disposition: form-data; name=d",
          "",
          "med",
          "--BOUNDARY--",
        ].join("\n"),
      ),
      "grense",
    );
    expect(parts.map((part) => `${part.name}=${part.text}`)).toEqual(["d=med"]);
  });

  it("reads the body no faster than a file's reader takes it", async () => {
    const boundary = "mottrykk";
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="attachments"; filename="a.pdf"\r\n\r\n`,
    );
    const piece = Buffer.alloc(64 * 1024, 0x41);
    const pieces = 160; // 10 MB
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled === 0) controller.enqueue(head);
        if (pulled === pieces) {
          controller.enqueue(Buffer.from(`\r\n--${boundary}--\r\n`));
          return controller.close();
        }
        pulled += 1;
        controller.enqueue(new Uint8Array(piece));
      },
    });
    const parts = parseMultipart(body, boundary);
    const part = (await parts.next()).value!;
    const data = part.data[Symbol.asyncIterator]();
    await data.next();
    await everythingPendingHasRun();
    expect(pulled * piece.length).toBeLessThan(1024 * 1024);
    let size = (await data.next()).value?.length ?? 0;
    for await (const chunk of part.data) size += chunk.length;
    expect(size).toBeGreaterThan(pieces * piece.length - 2 * piece.length);
    expect((await parts.next()).done).toBe(true);
    expect(pulled).toBe(pieces);
  });

  it("goes on to the next part after a reader stops in the middle of a file", async () => {
    const form = new FormData();
    form.append("attachments", new Blob([Buffer.alloc(500_000, 0x42)]), "a.pdf");
    form.append("attachments", new Blob(["%PDF-andre"]), "b.pdf");
    const { boundary, bytes } = await serialised(form);
    const seen: string[] = [];
    for await (const part of parseMultipart(streamOf(bytes, [8192]), boundary)) {
      for await (const chunk of part.data) {
        seen.push(`${part.filename}:${chunk.subarray(0, 10).toString()}`);
        break;
      }
    }
    expect(seen).toEqual(["a.pdf:BBBBBBBBBB", "b.pdf:%PDF-andre"]);
  });

  it.each([
    ["a body that stops in a part", "--BOUNDARY\nContent-Disposition: form-data; name=a\n\nhalv"],
    [
      "a body without the closing boundary",
      "--BOUNDARY\nContent-Disposition: form-data; name=a\n\nx\n--BOUNDARY\n",
    ],
    ["a body with no boundary at all", "bare tekst"],
    [
      "a part without a name",
      "--BOUNDARY\nContent-Disposition: form-data; filename=a.pdf\n\nx\n--BOUNDARY--",
    ],
    [
      "a header line without a colon",
      "--BOUNDARY\nContent-Disposition: form-data; name=a\nrot\n\nx\n--BOUNDARY--",
    ],
    [
      "headers past busboy's 16 kB",
      `--BOUNDARY\nContent-Disposition: form-data; name=a\nX-Long: ${"x".repeat(17_000)}\n\nx\n--BOUNDARY--`,
    ],
    [
      "a text field past 64 kB, rather than cutting it",
      `--BOUNDARY\nContent-Disposition: form-data; name=a\n\n${"x".repeat(64 * 1024 + 1)}\n--BOUNDARY--`,
    ],
    [
      "a text field in a charset busboy cannot decode",
      "--BOUNDARY\nContent-Disposition: form-data; name=a\nContent-Type: text/plain; charset=koi8-r\n\nx\n--BOUNDARY--",
    ],
    [
      "more than 1000 parts",
      `${"--BOUNDARY\nContent-Disposition: form-data; name=a\n\nx\n".repeat(1001)}--BOUNDARY--`,
    ],
  ])("refuses %s", async (_what, body) => {
    await expect(readAll(raw("grense", body), "grense")).rejects.toBeInstanceOf(MultipartError);
  });
});
