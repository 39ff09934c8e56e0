import { randomBytes, randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loader as signedLinkRoute } from "~/routes/_resources+/filer.$";
import { respondToLocalLink } from "~/storage/local-link.server";
import { FileTooLargeError, InvalidStorageKeyError, type FileStorage } from "~/storage/storage";
import { storageKinds, TEST_LINK_SECRET, type TestStorage } from "../support/storages";

const MB = 1024 * 1024;

setFlagsFromString("--expose-gc");
const collectGarbage = runInNewContext("gc") as () => void;

/**
 * Peak of live buffer memory while `store` takes a stream of `size` bytes, sampled before
 * every 1 MB the storage asks for: it then holds whatever it keeps of what came before. Each
 * sample collects garbage twice with a turn of the event loop between, so buffers already
 * freed but not yet swept are not counted.
 */
async function peakBufferMemory(size: number, store: (body: Readable) => Promise<unknown>) {
  const live = async () => {
    collectGarbage();
    await new Promise((resolve) => setImmediate(resolve));
    collectGarbage();
    return process.memoryUsage().arrayBuffers;
  };
  const before = await live();
  let peak = before;
  await store(
    generatedStream(size, async (produced) => {
      if (produced % MB === 0) peak = Math.max(peak, await live());
    }),
  );
  return peak - before;
}

/**
 * Produces `size` bytes in 256 KB chunks, as an upload arrives from a browser; `beforeChunk`,
 * given the bytes produced so far, runs each time the reader asks for more.
 */
function generatedStream(
  size: number,
  beforeChunk: (produced: number) => Promise<void> = async () => {},
) {
  let produced = 0;
  const chunk = randomBytes(256 * 1024);
  const stream = new Readable({
    read() {
      void beforeChunk(produced).then(() => {
        if (produced >= size) return void this.push(null);
        const next = chunk.subarray(0, Math.min(chunk.length, size - produced));
        produced += next.length;
        this.push(Buffer.from(next));
      });
    },
  });
  return stream;
}

async function fetchSignedUrl(storage: FileStorage, url: string, now?: number) {
  if (storage.driver === "s3") return fetch(url);
  const parsed = new URL(url);
  return respondToLocalLink({
    storage,
    secret: TEST_LINK_SECRET,
    key: decodeURIComponent(parsed.pathname.replace(/^\/filer\//, "")),
    searchParams: parsed.searchParams,
    now,
  });
}

for (const kind of storageKinds()) {
  describe(`${kind.name} storage`, () => {
    let testStorage: TestStorage;
    let storage: FileStorage;
    // Each run writes under its own prefix, so the shared bucket never leaks between tests.
    const base = `test-${randomUUID()}`;

    beforeAll(async () => {
      testStorage = await kind.create();
      storage = testStorage.storage;
    });
    afterAll(async () => {
      for (const object of await storage.list(base)) await storage.delete(object.key);
      await testStorage.cleanup();
    });

    it("gives back exactly the bytes and content type that were put", async () => {
      const bytes = randomBytes(70_000);
      const stored = await storage.put(`${base}/tegning.pdf`, Readable.from([bytes]), {
        contentType: "application/pdf",
      });
      expect(stored.size).toBe(bytes.length);
      const file = await storage.get(`${base}/tegning.pdf`);
      expect(file?.object.contentType).toBe("application/pdf");
      expect(file?.object.size).toBe(bytes.length);
      expect((await buffer(file!.body)).equals(bytes)).toBe(true);
      expect(await storage.head(`${base}/tegning.pdf`)).toMatchObject({
        contentType: "application/pdf",
        size: bytes.length,
      });
    });

    it("answers null for a key that holds nothing, and forgets a deleted file", async () => {
      expect(await storage.get(`${base}/finnes-ikke.jpg`)).toBeNull();
      expect(await storage.head(`${base}/finnes-ikke.jpg`)).toBeNull();
      await storage.put(`${base}/slett-meg.txt`, "hei", { contentType: "text/plain" });
      await storage.delete(`${base}/slett-meg.txt`);
      expect(await storage.head(`${base}/slett-meg.txt`)).toBeNull();
      await expect(storage.delete(`${base}/slett-meg.txt`)).resolves.toBeUndefined();
    });

    it("reads a file whole once get has answered, even if it is deleted before it is read", async () => {
      const bytes = randomBytes(64 * 1024);
      await storage.put(`${base}/forsvinner.png`, bytes, { contentType: "image/png" });
      const stored = await storage.get(`${base}/forsvinner.png`);
      await storage.delete(`${base}/forsvinner.png`);
      expect(Buffer.compare(await buffer(stored!.body), bytes)).toBe(0);
    });

    it("copies a file to a new key that outlives the original, and answers null for a missing one", async () => {
      const bytes = randomBytes(90_000);
      await storage.put(`${base}/vedlegg/plan.pdf`, bytes, { contentType: "application/pdf" });
      const copied = await storage.copy(`${base}/vedlegg/plan.pdf`, `${base}/prosjekt/plan.pdf`);
      expect(copied).toMatchObject({
        key: `${base}/prosjekt/plan.pdf`,
        contentType: "application/pdf",
        size: bytes.length,
      });
      await storage.delete(`${base}/vedlegg/plan.pdf`);
      const file = await storage.get(`${base}/prosjekt/plan.pdf`);
      expect(file?.object.contentType).toBe("application/pdf");
      expect((await buffer(file!.body)).equals(bytes)).toBe(true);
      expect(
        await storage.copy(`${base}/vedlegg/borte.pdf`, `${base}/prosjekt/borte.pdf`),
      ).toBeNull();
      expect(await storage.head(`${base}/prosjekt/borte.pdf`)).toBeNull();
    });

    it("replaces a file put twice under the same key", async () => {
      await storage.put(`${base}/bilde.png`, "første", { contentType: "image/png" });
      await storage.put(`${base}/bilde.png`, "andre versjon", { contentType: "image/jpeg" });
      const file = await storage.get(`${base}/bilde.png`);
      expect((await buffer(file!.body)).toString()).toBe("andre versjon");
      expect(file?.object.contentType).toBe("image/jpeg");
    });

    it("lists only the keys under a prefix, in order", async () => {
      await storage.put(`${base}/liste/b.jpg`, "b", { contentType: "image/jpeg" });
      await storage.put(`${base}/liste/a.jpg`, "aa", { contentType: "image/jpeg" });
      await storage.put(`${base}/listeannen/c.jpg`, "c", { contentType: "image/jpeg" });
      const listed = await storage.list(`${base}/liste/`);
      expect(listed.map((object) => [object.key, object.size])).toEqual([
        [`${base}/liste/a.jpg`, 2],
        [`${base}/liste/b.jpg`, 1],
      ]);
    });

    it("refuses keys that could climb out of their folder or are not plain names", async () => {
      for (const key of [
        "../utenfor.txt",
        "/etc/passwd",
        "a/../../b",
        "",
        ".meta/x",
        "a//b",
        "a\\b",
      ]) {
        await expect(storage.put(key, "x", { contentType: "text/plain" })).rejects.toThrow(
          InvalidStorageKeyError,
        );
        await expect(storage.get(key)).rejects.toThrow(InvalidStorageKeyError);
      }
    });

    it("cuts off an upload past its size limit and leaves nothing behind", async () => {
      const key = `${base}/for-stor.pdf`;
      await expect(
        storage.put(key, generatedStream(3 * MB), {
          contentType: "application/pdf",
          maxBytes: 2 * MB,
        }),
      ).rejects.toThrow(FileTooLargeError);
      expect(await storage.head(key)).toBeNull();
      expect(await storage.list(`${base}/for-stor`)).toEqual([]);
    });

    it("streams uploads through a fixed buffer, never holding a whole file", async () => {
      // A first multipart upload, so what the SDK sets up once is not counted as held.
      await storage.put(`${base}/oppvarming.ifc`, generatedStream(11 * MB), {
        contentType: "application/x-step",
      });
      // Three times the 17 MB upload limit, so holding the file whole cannot hide under the bound.
      const key = `${base}/modell.ifc`;
      const size = 3 * 17 * MB;
      const held = await peakBufferMemory(size, (body) =>
        storage.put(key, body, { contentType: "application/x-step" }),
      );
      // Both drivers hold a few chunks in memory, whatever the size: S3's parts wait on disk,
      // which @aws-sdk/lib-storage cannot do (it held 34 MB here; decision 111).
      expect(held).toBeLessThan(4 * MB);
      expect((await storage.head(key))?.size).toBe(size);
    }, 60_000);

    it("hands out a signed link that serves the file as a download until it expires", async () => {
      const key = `${base}/vedlegg.pdf`;
      await storage.put(key, "%PDF-1.7 innhold", { contentType: "application/pdf" });
      const url = await storage.signedUrl(key, {
        expiresInSeconds: 60,
        downloadName: "Plantegning æøå.pdf",
      });
      const response = await fetchSignedUrl(storage, url);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe("%PDF-1.7 innhold");
      expect(response.headers.get("content-disposition")).toContain(
        `filename*=UTF-8''${encodeURIComponent("Plantegning æøå.pdf")}`,
      );
      const later = Date.now() + 120_000;
      if (storage.driver === "local") {
        expect((await fetchSignedUrl(storage, url, later)).status).toBe(403);
      }
    });
  });
}

describe("local signed-link route", () => {
  let testStorage: TestStorage;
  beforeAll(async () => {
    testStorage = await storageKinds()[0]!.create();
    await testStorage.storage.put("kontakt/hemmelig.pdf", "privat", {
      contentType: "application/pdf",
    });
  });
  afterAll(async () => testStorage.cleanup());

  async function answer(url: URL) {
    return respondToLocalLink({
      storage: testStorage.storage,
      secret: TEST_LINK_SECRET,
      key: decodeURIComponent(url.pathname.replace(/^\/filer\//, "")),
      searchParams: url.searchParams,
    });
  }

  it("refuses a link whose signature, key or download name was changed", async () => {
    const url = new URL(
      await testStorage.storage.signedUrl("kontakt/hemmelig.pdf", {
        expiresInSeconds: 60,
        downloadName: "a.pdf",
      }),
    );
    expect((await answer(url)).status).toBe(200);

    const otherKey = new URL(url);
    otherKey.pathname = "/filer/kontakt/annen.pdf";
    const otherName = new URL(url);
    otherName.searchParams.set("name", "b.exe");
    const longer = new URL(url);
    longer.searchParams.set("expires", String(Number(url.searchParams.get("expires")) + 3600));
    const unsigned = new URL(url);
    unsigned.searchParams.delete("signature");
    for (const tampered of [otherKey, otherName, longer, unsigned]) {
      expect((await answer(tampered)).status).toBe(403);
    }
  });

  it("never serves a path outside the uploads folder, even with a valid signature for it", async () => {
    const { signLocalLink } = await import("~/storage/signed-url.server");
    const key = "../../etc/passwd";
    const expires = Math.floor(Date.now() / 1000) + 60;
    const signature = signLocalLink(TEST_LINK_SECRET, { key, expires });
    const response = await respondToLocalLink({
      storage: testStorage.storage,
      secret: TEST_LINK_SECRET,
      key,
      searchParams: new URLSearchParams({ expires: String(expires), signature }),
    });
    expect(response.status).toBe(404);
  });

  it("is wired to the /filer/* route", async () => {
    const response = await signedLinkRoute({
      request: new Request("http://localhost:3000/filer/x.pdf?expires=1&signature=feil"),
      params: { "*": "x.pdf" },
      context: { clientIp: "127.0.0.1" },
    });
    expect(response.status).toBe(403);
  });
});
