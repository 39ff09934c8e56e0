import { readdirSync, utimesSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createLocalStorage } from "~/storage/local.server";
import { serverDatabaseKinds } from "./support/databases";
import {
  enquiryForm,
  fetchFormToken,
  heldEnquiryBody,
  pdfBytes,
  postStream,
  sendEnquiry,
  uploadsInFlight,
  waitFor,
} from "./support/forms";
import { startProductionServer } from "./support/production-server";

/**
 * Moves every stored file's time two hours back, as if the server came back that long after
 * the crash: past the sweep's grace (an hour by default), which spares younger files because
 * their upload may still be running.
 */
function ageStoredFiles(dataDir: string) {
  const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
  const uploads = path.join(dataDir, "uploads");
  for (const entry of readdirSync(uploads, { recursive: true, withFileTypes: true })) {
    if (entry.isFile())
      utimesSync(path.join(entry.parentPath, entry.name), twoHoursAgo, twoHoursAgo);
  }
}

const uploadsOf = (dataDir: string) =>
  createLocalStorage({
    root: path.join(dataDir, "uploads"),
    linkBaseUrl: "http://127.0.0.1/filer",
    linkSecret: "x",
  });

describe.each(serverDatabaseKinds())("krasj ($name)", ({ skipReason, create }) => {
  it.skipIf(skipReason)(
    "after SIGKILL during 5 uploads no enquiry lacks its files, and the sweep removes the files no row owns and the cut-off temporary files",
    async () => {
      const database = await create();
      const uploads = uploadsOf(database.dataDir);
      // The local driver's list() fails if the sweeper deletes a file mid-listing; the probe then asks again.
      const attachmentKeys = async () =>
        (await uploads.list("contact_attachments/").catch(() => [{ key: "listing-interrupted" }]))
          .map((o) => o.key)
          .sort();
      let server = await startProductionServer({ dataDir: database.dataDir, env: database.env });
      try {
        const token = await fetchFormToken(server.url);
        for (const index of [1, 2]) {
          const form = enquiryForm(token, index, [{ name: "ferdig.pdf", bytes: pdfBytes(4096) }]);
          expect((await sendEnquiry(server.url, form)).status).toBe(303);
        }
        const aborts = [3, 4, 5, 6, 7].map((index) => {
          const abort = new AbortController();
          const upload = heldEnquiryBody(token, index, [pdfBytes(4096)], {
            name: "stor.pdf",
            bytes: 1024 * 1024,
          });
          postStream(`${server.url}/kontakt`, upload, abort.signal).catch(() => undefined);
          return abort;
        });
        // Each stream's first file is stored; the second is still arriving when the server dies.
        await waitFor("de raske filene lagret", async () => (await attachmentKeys()).length === 7);
        await waitFor(
          "de store filene på vei inn",
          async () => uploadsInFlight(database.dataDir).length === 5,
        );
        server.child.kill("SIGKILL");
        await server.exited;
        for (const abort of aborts) abort.abort();
        expect(uploadsInFlight(database.dataDir)).toHaveLength(5);
        expect(await database.db.contactAttachment.count()).toBe(2);
        ageStoredFiles(database.dataDir);

        server = await startProductionServer({ dataDir: database.dataDir, env: database.env });
        const rows = await database.db.contactAttachment.findMany({ select: { storageKey: true } });
        await waitFor(
          "filene uten rad fjernet",
          async () => (await attachmentKeys()).length === rows.length,
        );
        expect(await attachmentKeys()).toEqual(rows.map((row) => row.storageKey).sort());
        await waitFor(
          "de avbrutte opplastingene fjernet",
          async () => !uploadsInFlight(database.dataDir).length,
        );
        const enquiries = await database.db.contactRequest.findMany({
          include: { attachments: true },
        });
        expect(enquiries).toHaveLength(2);
        for (const enquiry of enquiries) {
          expect(enquiry.attachments).toHaveLength(1);
          expect(await uploads.head(enquiry.attachments[0]!.storageKey)).not.toBeNull();
        }
      } finally {
        await server.stop();
        await database.drop();
      }
    },
    120_000,
  );
});
