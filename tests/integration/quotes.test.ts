import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { buffer } from "node:stream/consumers";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createProjectFromEnquiry } from "~/customer-projects/index.server";
import { answerQuote, openQuote, sendQuote } from "~/quotes/index.server";
import { norwegianToday, type QuoteFields } from "~/quotes/quote-schema";
import { createLocalStorage } from "~/storage/local.server";
import { databaseKinds, type TestDatabase } from "../support/databases";
import { pdfText } from "../support/pdf-text";

const storage = createLocalStorage({
  root: mkdtempSync(path.join(os.tmpdir(), "quotes-storage-")),
  linkBaseUrl: "http://localhost/filer",
  linkSecret: "test",
});
const STAFF = "staff@digitalepoteter.example";
let ipCounter = 0;
/** Each test answers from its own address, so rate limits of one never reach another. */
const nextIp = () => `198.51.100.${(ipCounter += 1)}`;

const day = (offset: number) =>
  new Date(Date.parse(`${norwegianToday()}T00:00:00Z`) + offset * 86_400_000)
    .toISOString()
    .slice(0, 10);

const quoteFields = (price: number): QuoteFields => ({
  lines: [
    { description: "Utvendige bilder", quantity: 3, price },
    { description: "Animasjon, 30 sekunder", quantity: 1, price: 2_499_050 },
  ],
  validUntil: day(30),
  terms: "Betaling 14 dager netto.",
});

const answer = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
};

for (const kind of databaseKinds("concurrency")) {
  describe.skipIf(kind.skipReason !== "")(
    `quotes and projects from enquiries on ${kind.name}${kind.skipReason ? ` (hoppet over: ${kind.skipReason})` : ""}`,
    () => {
      let database: TestDatabase;
      let enquiryId: string;
      const db = () => database.db;
      const stageOf = async () =>
        (await db().contactRequest.findUniqueOrThrow({ where: { id: enquiryId } })).stage;
      const send = async (price = 650_000) => {
        const outcome = await sendQuote({ enquiryId }, quoteFields(price), STAFF, db());
        if (outcome.status !== "sent") throw new Error(`not sent: ${outcome.status}`);
        return outcome.quoteId;
      };
      const open = async (id: string) => {
        const lookup = await openQuote(id, nextIp(), db());
        if (lookup.status !== "found") throw new Error(lookup.status);
        return lookup.quote;
      };

      beforeAll(async () => {
        database = await kind.create();
      });
      afterAll(async () => {
        await database?.drop();
      });
      beforeEach(async () => {
        await db().customerProject.deleteMany();
        await db().contactRequest.deleteMany();
        await db().outboxMessage.deleteMany();
        const enquiry = await db().contactRequest.create({
          data: {
            name: "Kari Kunde",
            email: "kari@kunde.example",
            phone: "400 00 001",
            company: "Kunde Eiendom AS",
            message: "Vi trenger bilder av fire leiligheter.",
          },
        });
        enquiryId = enquiry.id;
      });

      it("sends a quote with 25 % MVA in øre, mails its link and moves the enquiry to Tilbud sendt", async () => {
        const id = await send();
        const quote = await open(id);
        expect(quote.sums).toEqual({
          subtotal: "kr\u00a044\u00a0490,50",
          vat: "kr\u00a011\u00a0122,63",
          total: "kr\u00a055\u00a0613,13",
        });
        expect(quote.state).toBe("open");
        const mail = await db().outboxMessage.findFirstOrThrow({
          where: { to: "kari@kunde.example" },
        });
        expect(mail.text).toContain(`/tilbud/${id}`);
        expect(mail.text).toContain("kr\u00a055\u00a0613,13");
        expect(await stageOf()).toBe("tilbud_sendt");
      });

      it("supersedes the open quote with a new version, and the old link says so", async () => {
        const first = await send();
        const second = await send(700_000);
        expect(await open(first)).toMatchObject({ state: "superseded", supersededBy: second });
        expect(await open(second)).toMatchObject({ state: "open", version: 2 });
        const refused = await answerQuote(
          first,
          nextIp(),
          answer({ intent: "accept", name: "Kari Kunde" }),
          db(),
        );
        expect(refused.status).toBe("closed");
      });

      it("is accepted once, by typed name; then it cannot change or be replaced", async () => {
        const id = await send();
        const bad = await answerQuote(id, nextIp(), answer({ intent: "accept", name: " " }), db());
        expect(bad.status).toBe("invalid");
        expect((await open(id)).state).toBe("open");

        const accepted = await answerQuote(
          id,
          nextIp(),
          answer({ intent: "accept", name: "Kari Kunde" }),
          db(),
        );
        expect(accepted.status).toBe("saved");
        expect(await open(id)).toMatchObject({ state: "accepted", acceptedBy: "Kari Kunde" });
        expect(await stageOf()).toBe("vunnet");
        const staffMail = await db().outboxMessage.findFirstOrThrow({
          where: { subject: "Tilbud akseptert av Kari Kunde" },
        });
        expect(staffMail.text).toContain(`/admin/henvendelser/${enquiryId}`);

        const again = await answerQuote(id, nextIp(), answer({ intent: "decline" }), db());
        expect(again.status).toBe("closed");
        expect(await sendQuote({ enquiryId }, quoteFields(1), STAFF, db())).toMatchObject({
          status: "refused",
        });
        expect(await db().quote.count()).toBe(1);
      });

      it("mails the customer the accepted quote as a PDF with the total and who accepted it", async () => {
        const id = await send();
        const accepted = await answerQuote(
          id,
          nextIp(),
          answer({ intent: "accept", name: "Kari Åsen Kunde" }),
          db(),
          storage,
        );
        expect(accepted.status).toBe("saved");
        const mail = await db().outboxMessage.findFirstOrThrow({
          where: { to: "kari@kunde.example", subject: { startsWith: "Tilbudet er akseptert" } },
        });
        expect(mail.text).toContain(`/tilbud/${id}`);
        const [attachment] = mail.attachments as { storageKey: string; filename: string }[];
        expect(attachment).toMatchObject({ filename: "tilbud.pdf" });
        const stored = await storage.get(attachment!.storageKey);
        const pdf = await buffer(stored!.body);
        expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
        const text = pdfText(pdf);
        expect(text).toContain("kr\u00a055\u00a0613,13");
        expect(text).toContain("Akseptert av Kari Åsen Kunde");
        expect(text).toContain("Animasjon, 30 sekunder");
        expect(text).toContain("Betaling 14 dager netto.");
      });

      it("keeps no PDF for an accept that comes too late", async () => {
        const id = await send();
        await answerQuote(id, nextIp(), answer({ intent: "decline" }), db(), storage);
        const before = await storage.list("quote_pdfs/");
        const late = await answerQuote(
          id,
          nextIp(),
          answer({ intent: "accept", name: "Kari Kunde" }),
          db(),
          storage,
        );
        expect(late.status).toBe("closed");
        expect(await storage.list("quote_pdfs/")).toEqual(before);
      });

      it("takes only one of two answers that arrive together", async () => {
        const id = await send();
        const outcomes = await Promise.all([
          answerQuote(id, nextIp(), answer({ intent: "accept", name: "Kari Kunde" }), db()),
          answerQuote(id, nextIp(), answer({ intent: "accept", name: "Ola Kunde" }), db()),
        ]);
        expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(["closed", "saved"]);
      });

      /**
       * On PostgreSQL the send's supersede waits for the accept's row lock: the moment the race
       * was about. SQLite lets one writer in at a time, so the send waits before it reads at all.
       */
      const sendWaitsForTheAcceptedRow = async () => {
        if (kind.name !== "PostgreSQL") return;
        await expect
          .poll(async () => {
            const [row] = await db().$queryRaw<{ waiting: bigint }[]>`
              SELECT count(*) AS waiting FROM pg_stat_activity
              WHERE datname = current_database() AND wait_event_type = 'Lock'`;
            return Number(row?.waiting);
          })
          .toBeGreaterThan(0);
      };

      it("sends no new version beside one the customer accepts in the same moment", async () => {
        const first = await send();
        let commitAccept!: () => void;
        const acceptHeld = new Promise<void>((resolve) => (commitAccept = resolve));
        let acceptWritten!: () => void;
        const written = new Promise<void>((resolve) => (acceptWritten = resolve));
        // The customer's accept has changed its row but not yet committed when staff press send.
        const accepting = db().$transaction(async (tx) => {
          await tx.quote.update({ where: { id: first }, data: { status: "accepted" } });
          acceptWritten();
          await acceptHeld;
        });
        await written;
        const sending = sendQuote({ enquiryId }, quoteFields(700_000), STAFF, db());
        await sendWaitsForTheAcceptedRow();
        commitAccept();
        await accepting;
        expect(await sending).toMatchObject({
          status: "refused",
          message: "Kunden har akseptert et tilbud, og det kan ikke endres eller erstattes.",
        });
        const quotes = await db().quote.findMany({ select: { status: true } });
        expect(quotes).toEqual([{ status: "accepted" }]);
        expect(
          await db().outboxMessage.count({
            where: { subject: { startsWith: "Oppdatert tilbud" } },
          }),
        ).toBe(0);
      });

      it("cannot be accepted after its last day, but can on it", async () => {
        const id = await send();
        await db().quote.update({
          where: { id },
          data: { validUntil: new Date(`${day(0)}T00:00:00Z`) },
        });
        expect((await open(id)).state).toBe("open");
        await db().quote.update({
          where: { id },
          data: { validUntil: new Date(`${day(-1)}T00:00:00Z`) },
        });
        expect((await open(id)).state).toBe("expired");
        const late = await answerQuote(
          id,
          nextIp(),
          answer({ intent: "accept", name: "Kari Kunde" }),
          db(),
        );
        expect(late.status).toBe("closed");
        expect((await db().quote.findUniqueOrThrow({ where: { id } })).status).toBe("open");
      });

      it("is declined with a reason, which staff hear and the enquiry keeps as Tapt", async () => {
        const id = await send();
        const declined = await answerQuote(
          id,
          nextIp(),
          answer({ intent: "decline", reason: "For dyrt for oss nå." }),
          db(),
        );
        expect(declined.status).toBe("saved");
        expect(await open(id)).toMatchObject({ state: "declined" });
        expect(await stageOf()).toBe("tapt");
        const change = await db().enquiryStageChange.findFirstOrThrow({ where: { stage: "tapt" } });
        expect(change).toMatchObject({ reason: "For dyrt for oss nå.", staffEmail: null });
      });

      it("never counts a valid link, and limits an address guessing at ids", async () => {
        const id = await send();
        const ip = nextIp();
        for (let view = 0; view < 40; view += 1)
          expect((await openQuote(id, ip, db())).status).toBe("found");
        const guesses = [];
        for (let guess = 0; guess < 31; guess += 1)
          guesses.push((await openQuote(`${"x".repeat(31)}${guess % 10}`, ip, db())).status);
        expect(guesses.at(0)).toBe("not-found");
        expect(guesses.at(-1)).toBe("rate-limited");
      });

      it("makes one project on a double press, with the enquiry's details and its attachments copied", async () => {
        const drawing = Buffer.from("%PDF-1.7 plantegning");
        await storage.put("contact_attachments/4b1d-plan.pdf", drawing, {
          contentType: "application/pdf",
        });
        await db().contactAttachment.create({
          data: {
            contactRequestId: enquiryId,
            storageKey: "contact_attachments/4b1d-plan.pdf",
            originalName: "plan 2. etasje.pdf",
            contentType: "application/pdf",
            size: drawing.length,
          },
        });
        const presses = await Promise.all([
          createProjectFromEnquiry(enquiryId, { db: db(), storage }),
          createProjectFromEnquiry(enquiryId, { db: db(), storage }),
        ]);
        expect(presses.map((press) => press.status).sort()).toEqual(["created", "existing"]);
        const projects = await db().customerProject.findMany({ include: { files: true } });
        expect(projects).toHaveLength(1);
        const project = projects[0]!;
        expect(
          presses.every((press) => "projectId" in press && press.projectId === project.id),
        ).toBe(true);
        expect(project).toMatchObject({
          enquiryId,
          contactName: "Kari Kunde",
          email: "kari@kunde.example",
          phone: "400 00 001",
          company: "Kunde Eiendom AS",
          description: "Vi trenger bilder av fire leiligheter.",
        });
        expect(project.files).toHaveLength(1);
        const file = project.files[0]!;
        expect(file).toMatchObject({ originalName: "plan 2. etasje.pdf", size: drawing.length });
        expect(file.storageKey).toMatch(/^customer_project_files\/[\w-]+\.pdf$/);
        const stored = await storage.get(file.storageKey);
        expect((await buffer(stored!.body)).equals(drawing)).toBe(true);
        // The loser's copies are gone; the enquiry keeps its own file.
        expect(await storage.list("customer_project_files/")).toHaveLength(1);
        expect(await storage.head("contact_attachments/4b1d-plan.pdf")).not.toBeNull();
        const mails = await db().outboxMessage.findMany({ where: { to: "kari@kunde.example" } });
        expect(mails).toHaveLength(1);
        expect(mails[0]!.text).toContain(`/prosjekt/${project.id}`);
        await storage.delete(file.storageKey);
      });
    },
  );
}
