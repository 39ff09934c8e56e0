import { buffer } from "node:stream/consumers";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { FileStorage } from "~/storage/storage";
import { attachmentCopy, MAX_ATTACHMENT_BYTES } from "~/uploads/attachment-rules";
import { receiveUploadForm } from "~/uploads/upload-form.server";
import { storageKinds, type TestStorage } from "../support/storages";

// The enquiry's receiver reads the app's one storage; each suite points it at a real driver.
let current: FileStorage;
vi.mock("~/storage/index.server", async (importOriginal) => ({
  ...(await importOriginal<typeof import("~/storage/index.server")>()),
  getStorage: () => current,
}));

const PREFIX = "contact_attachments";
const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(4096, 1),
]);
const pdf = Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(8192, 0x20)]);

type Upload = { name: string; type: string; bytes: Uint8Array };
const floorPlan: Upload = { name: "plantegning.png", type: "image/png", bytes: png };

/** The enquiry form as a browser posts it, through the receiver the /kontakt action uses. */
function receiveEnquiryFiles(files: Upload[]) {
  return receiveUploadForm(enquiry(files), "attachments", PREFIX);
}

function enquiry(files: Upload[]) {
  const form = new FormData();
  form.set("name", "Kari Nordmann");
  form.set("email", "kari@meglerhuset.example");
  for (const file of files)
    form.append(
      "attachments",
      new Blob([new Uint8Array(file.bytes)], { type: file.type }),
      file.name,
    );
  return new Request("http://localhost/kontakt", { method: "POST", body: form });
}

for (const kind of storageKinds()) {
  describe(`an enquiry's attachments on ${kind.name} storage`, () => {
    let testStorage: TestStorage;
    const stored = async () => (await current.list(`${PREFIX}/`)).map((object) => object.key);

    beforeAll(async () => {
      testStorage = await kind.create();
      current = testStorage.storage;
      for (const key of await stored()) await current.delete(key);
    });
    afterAll(async () => {
      for (const key of await stored()) await current.delete(key);
      await testStorage.cleanup();
    });

    it("stores a PNG and a PDF under contact_attachments/<uuid><ext> with their bytes and types", async () => {
      const form = await receiveEnquiryFiles([
        floorPlan,
        { name: "salgsoppgave.pdf", type: "application/pdf", bytes: pdf },
      ]);
      expect(form.ok).toBe(true);
      if (!form.ok) return;
      expect(form.fields.get("name")).toBe("Kari Nordmann");
      expect(form.uploads.map((upload) => upload.originalName)).toEqual([
        "plantegning.png",
        "salgsoppgave.pdf",
      ]);
      for (const [upload, bytes, type] of [
        [form.uploads[0]!, png, "image/png"],
        [form.uploads[1]!, pdf, "application/pdf"],
      ] as const) {
        expect(upload.storageKey).toMatch(
          new RegExp(`^${PREFIX}/[0-9a-f-]{36}\\.${upload.originalName.split(".")[1]}$`),
        );
        const object = await current.get(upload.storageKey);
        expect(object?.object.contentType).toBe(type);
        expect((await buffer(object!.body)).equals(bytes)).toBe(true);
      }
      for (const upload of form.uploads) await current.delete(upload.storageKey);
    });

    it("refuses the whole selection when one file is not what its name says, and keeps nothing", async () => {
      const form = await receiveEnquiryFiles([
        floorPlan,
        { name: "tegning.pdf", type: "application/pdf", bytes: png },
      ]);
      expect(form).toMatchObject({ ok: false, problem: attachmentCopy.wrongType("tegning.pdf") });
      expect(await stored()).toEqual([]);
    });

    it("cuts off a file one byte over 17 MB with the spec's message, and keeps nothing", async () => {
      const tooBig = Buffer.alloc(MAX_ATTACHMENT_BYTES + 1, 0x20);
      pdf.copy(tooBig, 0, 0, 9);
      const form = await receiveEnquiryFiles([
        floorPlan,
        { name: "stor.pdf", type: "application/pdf", bytes: tooBig },
      ]);
      expect(form).toMatchObject({ ok: false, problem: attachmentCopy.tooLarge("stor.pdf") });
      expect(await stored()).toEqual([]);
    });
  });
}
