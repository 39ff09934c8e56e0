import { Readable } from "node:stream";
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { createDatabaseClient, type Database } from "~/db/index.server";
import { createSendgridTransport } from "~/mail/sendgrid.server";
import {
  enqueueEmail,
  type OutboxEmail,
  outboxRow,
  processDueOutbox,
  retryDelayMs,
  startOutboxWorker,
} from "~/mail/outbox.server";
import { databaseKinds, type TestDatabase } from "../support/databases";
import { startSendgridCapture } from "../support/sendgrid-capture";
import { storageKinds, type TestStorage } from "../support/storages";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

function staffNotice(subject: string): OutboxEmail {
  return {
    to: "post@digitalepoteter.example",
    from: "nettside@digitalepoteter.example",
    replyTo: "kari@eiendom.example",
    subject,
    text: "Ny forespørsel fra nettsiden.",
  };
}

type CapturedMail = { subject: string; attachments?: { filename: string; content: string }[] };

/** `db` as a worker sees it, counting every time it reaches for it: each poll begins so. */
function watchedDatabase(db: Database) {
  let uses = 0;
  const watched = new Proxy(db, {
    get(target, property) {
      uses += 1;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { db: watched, uses: () => uses };
}

describe("retry schedule", () => {
  it("waits 1 minute after the first failure, doubles, and never waits more than 6 hours", () => {
    expect([1, 2, 3, 4, 9, 10, 30].map(retryDelayMs)).toEqual([
      MINUTE,
      2 * MINUTE,
      4 * MINUTE,
      8 * MINUTE,
      256 * MINUTE,
      6 * HOUR,
      6 * HOUR,
    ]);
  });
});

for (const kind of databaseKinds("rawSql")) {
  describe.skipIf(kind.skipReason !== "")(
    `e-mail outbox on ${kind.name}${kind.skipReason ? ` (hoppet over: ${kind.skipReason})` : ""}`,
    () => {
      let database: TestDatabase;
      let files: TestStorage;
      let capture: Awaited<ReturnType<typeof startSendgridCapture>>;
      let deps: Parameters<typeof processDueOutbox>[0];
      const captured = () => capture.requests.map((request) => request.body as CapturedMail);

      beforeAll(async () => {
        [database, files, capture] = await Promise.all([
          kind.create(),
          storageKinds()[0]!.create(),
          startSendgridCapture(),
        ]);
        deps = {
          db: database.db,
          storage: files.storage,
          mailer: createSendgridTransport({ apiKey: "SG.test", apiUrl: capture.url }),
        };
      });
      afterAll(async () => {
        await Promise.all([database?.drop(), files?.cleanup(), capture?.stop()]);
      });
      beforeEach(async () => {
        capture.requests.length = 0;
        capture.setFailing(false);
        await database.db.outboxMessage.deleteMany();
        await database.db.contactRequest.deleteMany();
      });

      it("commits the e-mail together with the enquiry it belongs to, or neither", async () => {
        const db = database.db;
        await expect(
          db.$transaction(async (tx) => {
            const enquiry = await tx.contactRequest.create({
              data: { name: "Kari Nordmann", email: "kari@eiendom.example", phone: "99999999" },
            });
            await enqueueEmail(tx, { ...staffNotice("Avbrutt"), contactRequestId: enquiry.id });
            throw new Error("opplasting feilet");
          }),
        ).rejects.toThrow("opplasting feilet");
        expect(await db.outboxMessage.count()).toBe(0);
        expect(await db.contactRequest.count()).toBe(0);

        const enquiry = await db.$transaction(async (tx) => {
          const created = await tx.contactRequest.create({
            data: { name: "Kari Nordmann", email: "kari@eiendom.example", phone: "99999999" },
          });
          await enqueueEmail(tx, {
            ...staffNotice("Ny forespørsel"),
            contactRequestId: created.id,
          });
          return created;
        });
        const queued = await db.outboxMessage.findMany({ where: { contactRequestId: enquiry.id } });
        expect(queued).toMatchObject([
          { status: "pending", attempts: 0, subject: "Ny forespørsel" },
        ]);
      });

      it("writes an enquiry, its files and its e-mail in one nested create, or none of them", async () => {
        const db = database.db;
        const enquiry = (id: string) => ({
          id,
          name: "Kari Nordmann",
          email: "kari@eiendom.example",
          phone: "99999999",
          attachments: {
            create: [
              {
                storageKey: "kontakt/plan.pdf",
                originalName: "plan.pdf",
                contentType: "application/pdf",
                size: 13,
              },
            ],
          },
          outbox: { create: outboxRow(staffNotice(`Henvendelse ${id}`)) },
        });
        await db.contactRequest.create({ data: enquiry("forste") });
        // The same file key again fails on the attachment, after the enquiry's own row.
        await expect(db.contactRequest.create({ data: enquiry("andre") })).rejects.toThrow();

        expect(await db.contactRequest.findMany({ select: { id: true } })).toEqual([
          { id: "forste" },
        ]);
        expect(
          await db.outboxMessage.findMany({ select: { subject: true, contactRequestId: true } }),
        ).toEqual([{ subject: "Henvendelse forste", contactRequestId: "forste" }]);
      });

      it("sends each due message once, attachments read from storage", async () => {
        await files.storage.put("kontakt/plan.pdf", "%PDF-1.7 plan", {
          contentType: "application/pdf",
        });
        await enqueueEmail(database.db, {
          ...staffNotice("Med vedlegg"),
          attachments: [
            {
              storageKey: "kontakt/plan.pdf",
              filename: "plan.pdf",
              contentType: "application/pdf",
            },
          ],
        });
        await enqueueEmail(database.db, staffNotice("Uten vedlegg"));

        expect(await processDueOutbox({ ...deps, now: new Date() })).toEqual({
          sent: 2,
          retrying: 0,
          failed: 0,
          suppressed: 0,
        });
        expect(await processDueOutbox({ ...deps, now: new Date(Date.now() + HOUR) })).toEqual({
          sent: 0,
          retrying: 0,
          failed: 0,
          suppressed: 0,
        });
        const mails = captured();
        expect(mails.map((mail) => mail.subject).sort()).toEqual(["Med vedlegg", "Uten vedlegg"]);
        const withFile = mails.find((mail) => mail.subject === "Med vedlegg");
        expect(withFile?.attachments).toMatchObject([
          { filename: "plan.pdf", content: Buffer.from("%PDF-1.7 plan").toString("base64") },
        ]);
        const rows = await database.db.outboxMessage.findMany();
        expect(rows.every((row) => row.status === "sent" && row.sentAt && row.attempts === 1)).toBe(
          true,
        );
      });

      it("retries a message whose file is missing, and closes the files it had opened", async () => {
        await enqueueEmail(database.db, {
          ...staffNotice("Mangler en fil"),
          attachments: [
            {
              storageKey: "kontakt/plan.pdf",
              filename: "plan.pdf",
              contentType: "application/pdf",
            },
            {
              storageKey: "kontakt/borte.pdf",
              filename: "borte.pdf",
              contentType: "application/pdf",
            },
          ],
        });
        const opened: Readable[] = [];
        const storage = {
          async get(key: string) {
            if (key !== "kontakt/plan.pdf") return null;
            const body = new Readable({
              read() {
                this.push(Buffer.from("%PDF-1.7 plan"));
                this.push(null);
              },
            });
            opened.push(body);
            const object = {
              key,
              size: 13,
              contentType: "application/pdf",
              lastModified: new Date(),
            };
            return { object, body };
          },
        };

        expect(await processDueOutbox({ ...deps, storage, now: new Date() })).toEqual({
          sent: 0,
          retrying: 1,
          failed: 0,
          suppressed: 0,
        });
        // Closed by the time the send is given up: one left open would fail later, when S3
        // resets its connection, with nobody left to hear it.
        expect(opened).toHaveLength(1);
        expect(opened[0]!.destroyed).toBe(true);
        expect(captured()).toEqual([]);
        const [row] = await database.db.outboxMessage.findMany();
        expect(row).toMatchObject({ status: "pending", attempts: 1 });
        expect(row!.lastError).toContain("kontakt/borte.pdf");
      });

      it("keeps every row while SendGrid answers 500, backs off, then sends all once it recovers", async () => {
        for (const subject of ["En", "To", "Tre"])
          await enqueueEmail(database.db, staffNotice(subject));
        const start = new Date();
        capture.setFailing(true);

        expect(await processDueOutbox({ ...deps, now: start })).toEqual({
          sent: 0,
          retrying: 3,
          failed: 0,
          suppressed: 0,
        });
        let rows = await database.db.outboxMessage.findMany();
        expect(rows).toHaveLength(3);
        for (const row of rows) {
          expect(row).toMatchObject({ status: "pending", attempts: 1 });
          expect(row.nextAttemptAt.getTime()).toBe(start.getTime() + MINUTE);
          expect(row.lastError).toMatch(/Internal Server Error|500/);
        }

        const early = new Date(start.getTime() + 30_000);
        expect(await processDueOutbox({ ...deps, now: early })).toEqual({
          sent: 0,
          retrying: 0,
          failed: 0,
          suppressed: 0,
        });

        const second = new Date(start.getTime() + MINUTE);
        expect(await processDueOutbox({ ...deps, now: second })).toEqual({
          sent: 0,
          retrying: 3,
          failed: 0,
          suppressed: 0,
        });
        rows = await database.db.outboxMessage.findMany();
        expect(rows.map((row) => row.nextAttemptAt.getTime() - second.getTime())).toEqual([
          2 * MINUTE,
          2 * MINUTE,
          2 * MINUTE,
        ]);

        capture.setFailing(false);
        const recovered = new Date(second.getTime() + 2 * MINUTE);
        expect(await processDueOutbox({ ...deps, now: recovered })).toEqual({
          sent: 3,
          retrying: 0,
          failed: 0,
          suppressed: 0,
        });
        expect(
          captured()
            .map((mail) => mail.subject)
            .sort(),
        ).toEqual(["En", "To", "Tre"]);
        rows = await database.db.outboxMessage.findMany();
        expect(
          rows.every((row) => row.status === "sent" && row.attempts === 3 && !row.lastError),
        ).toBe(true);
      });

      it("gives up a message that has failed for 24 hours and marks it failed, keeping the row", async () => {
        const queued = await enqueueEmail(database.db, staffNotice("Gir opp"));
        capture.setFailing(true);
        const dayLater = new Date(queued.createdAt.getTime() + 24 * HOUR);
        expect(await processDueOutbox({ ...deps, now: dayLater })).toEqual({
          sent: 0,
          retrying: 0,
          failed: 1,
          suppressed: 0,
        });
        const row = await database.db.outboxMessage.findUniqueOrThrow({ where: { id: queued.id } });
        expect(row).toMatchObject({ status: "failed", attempts: 1 });
        expect(
          await processDueOutbox({ ...deps, now: new Date(dayLater.getTime() + 7 * HOUR) }),
        ).toEqual({
          sent: 0,
          retrying: 0,
          failed: 0,
          suppressed: 0,
        });
      });

      it("sends a message again when its sender died mid-send and the lease ran out", async () => {
        const queued = await enqueueEmail(database.db, staffNotice("Foreldreløs"));
        const now = new Date();
        await database.db.outboxMessage.update({
          where: { id: queued.id },
          data: { status: "sending", nextAttemptAt: new Date(now.getTime() + 5 * MINUTE) },
        });
        expect((await processDueOutbox({ ...deps, now })).sent).toBe(0);
        expect(
          (await processDueOutbox({ ...deps, now: new Date(now.getTime() + 5 * MINUTE) })).sent,
        ).toBe(1);
      });

      it("sends queued messages in the background until stopped", async () => {
        // The worker's clock is the test's: polls come as vi.waitFor moves it on, and after
        // stop ten polls' time passes at once, with nothing left to chance.
        vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
        onTestFinished(() => {
          vi.useRealTimers();
        });
        const worker = watchedDatabase(database.db);
        const stop = startOutboxWorker({ ...deps, db: worker.db, intervalMs: 20 });
        onTestFinished(stop);
        await enqueueEmail(database.db, staffNotice("Fra arbeideren"));
        await vi.waitFor(
          () => expect(captured().map((mail) => mail.subject)).toEqual(["Fra arbeideren"]),
          { timeout: 5000 },
        );
        await stop();
        const usesAtStop = worker.uses();
        await enqueueEmail(database.db, staffNotice("Etter stopp"));
        await vi.advanceTimersByTimeAsync(10 * 20);
        expect(worker.uses(), "the stopped worker went to the database").toBe(usesAtStop);
        expect(captured()).toHaveLength(1);
      });

      it("never sends a message twice when two servers work the queue at once", async () => {
        const subjects = Array.from({ length: 12 }, (_, index) => `Melding ${index + 1}`);
        for (const subject of subjects) await enqueueEmail(database.db, staffNotice(subject));
        const other = createDatabaseClient(database.target);
        try {
          const now = new Date();
          const results = await Promise.all([
            processDueOutbox({ ...deps, now, batchSize: 8 }),
            processDueOutbox({ ...deps, db: other, now, batchSize: 8 }),
            processDueOutbox({ ...deps, now, batchSize: 8 }),
          ]);
          await processDueOutbox({ ...deps, now });
          expect(results.reduce((sum, result) => sum + result.sent, 0)).toBeLessThanOrEqual(12);
        } finally {
          await other.$disconnect();
        }
        expect(
          captured()
            .map((mail) => mail.subject)
            .sort(),
        ).toEqual([...subjects].sort());
      });
    },
  );
}
