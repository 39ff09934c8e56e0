import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { norwegianToday } from "~/quotes/quote-schema";
import { createLocalStorage } from "~/storage/local.server";
import { databaseKinds, type TestDatabase } from "../support/databases";

/*
 * An enquiry's quote goes out in the enquiry's thread (decision 303): threaded onto the answer
 * before it, with the thread's reply address, so the customer's answer to the quote comes
 * through the webhook into the enquiry's timeline and waits in the inbox.
 */

const SECRET = "quote-thread-secret-0123456789";
const STUDIO = "post@digitalepoteter.example";
const STAFF = "kari@digitalepoteter.example";

async function loadApp(env: Record<string, string | undefined>) {
  vi.resetModules();
  for (const [key, value] of Object.entries(env)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  return {
    webhook: await import("~/routes/_resources+/webhooks.inbound-mail"),
    contact: await import("~/contact/index.server"),
    quotes: await import("~/quotes/index.server"),
    inbox: await import("~/inbox/index.server"),
    timeline: await import("~/timeline/index.server"),
    db: (await import("~/db/index.server")).prisma,
  };
}

const storage = createLocalStorage({
  root: mkdtempSync(path.join(os.tmpdir(), "quote-thread-storage-")),
  linkBaseUrl: "http://localhost/filer",
  linkSecret: "test",
});

type Event = NonNullable<
  Awaited<ReturnType<Awaited<ReturnType<typeof loadApp>>["timeline"]["enquiryTimeline"]>>
>[number];

/** A timeline event in a few words, to compare a whole timeline's order at once. */
function summary(event: Event) {
  switch (event.kind) {
    case "enquiry":
      return `enquiry ${event.text}`;
    case "mail":
      return `mail ${event.mail.direction} ${event.mail.text}`;
    case "stage":
      return `stage ${event.from}→${event.to}`;
    case "quote-sent":
      return `quote-sent ${event.version} ${event.delivery ? "sendt" : "uten e-post"}`;
    case "quote-accepted":
      return `quote-accepted ${event.version} ${event.by}`;
    case "quote-opened":
      return `quote-opened ${event.version}`;
    default:
      return event.kind;
  }
}

/** The customer's answer as SendGrid Inbound Parse posts it. */
function postReply(
  app: Awaited<ReturnType<typeof loadApp>>,
  { to, inReplyTo, text }: { to: string; inReplyTo: string; text: string },
) {
  const form = new FormData();
  form.append("headers", `Message-ID: <svar-1@kunde.example>\nIn-Reply-To: ${inReplyTo}`);
  form.append("from", "Kari Kunde <kari@kunde.example>");
  form.append("to", to);
  form.append("subject", "Re: Tilbud");
  form.append("text", text);
  form.append("envelope", JSON.stringify({ to: [to], from: "kari@kunde.example" }));
  const request = new Request("http://localhost/webhooks/inbound-mail", {
    method: "POST",
    body: form,
    headers: { Authorization: `Basic ${Buffer.from(`sendgrid:${SECRET}`).toString("base64")}` },
  });
  return app.webhook.action({ request, params: {}, context: { clientIp: "192.0.2.20" } });
}

for (const kind of databaseKinds("prisma-only")) {
  describe.skipIf(kind.skipReason !== "")(
    `the quote in the enquiry's thread on ${kind.name}${kind.skipReason ? ` (hoppet over: ${kind.skipReason})` : ""}`,
    () => {
      let database: TestDatabase;
      let app: Awaited<ReturnType<typeof loadApp>>;

      beforeAll(async () => {
        database = await kind.create();
        const { target } = database;
        app = await loadApp({
          INBOUND_MAIL_SECRET: SECRET,
          MAIL_FROM: STUDIO,
          DATABASE_URL: target.provider === "postgresql" ? target.url : undefined,
          DATA_DIR: target.provider === "sqlite" ? path.dirname(target.file) : undefined,
        });
      });
      afterAll(async () => {
        await app?.db.$disconnect();
        await database?.drop();
      });

      it("carries the thread's In-Reply-To, References and reply address, and the customer's answer to it lands in the timeline and the inbox", async () => {
        const enquiry = await app.db.contactRequest.create({
          data: {
            name: "Kari Kunde",
            email: "kari@kunde.example",
            phone: "41234567",
            message: "Hva koster fire utvendige bilder?",
          },
        });
        await app.contact.sendEnquiryAnswer({
          enquiryId: enquiry.id,
          body: "Takk! Vi sender et tilbud.",
          staffEmail: STAFF,
        });
        const answer = await app.db.enquiryMessage.findFirstOrThrow({
          where: { contactRequestId: enquiry.id },
        });
        const lastDay = new Date(Date.parse(`${norwegianToday()}T00:00:00Z`) + 30 * 86_400_000);
        const sent = await app.quotes.sendQuote(
          { enquiryId: enquiry.id },
          {
            lines: [{ description: "Utvendige bilder", quantity: 4, price: 650_000 }],
            validUntil: lastDay.toISOString().slice(0, 10),
            terms: "Betaling 14 dager netto.",
          },
          STAFF,
        );
        expect(sent.status).toBe("sent");

        const quoteMail = await app.db.outboxMessage.findFirstOrThrow({
          where: { to: "kari@kunde.example", subject: { contains: "Tilbud" } },
        });
        const headers = quoteMail.headers as Record<string, string>;
        expect(headers["In-Reply-To"]).toBe(answer.messageId);
        expect(headers.References).toBe(answer.messageId);
        expect(headers["Message-ID"]).toMatch(/^<[^@]+@digitalepoteter\.example>$/);
        const { replyToken } = await app.db.contactRequest.findUniqueOrThrow({
          where: { id: enquiry.id },
        });
        expect(quoteMail.replyTo).toBe(`svar+${replyToken}@digitalepoteter.example`);
        expect(quoteMail.from).toBe(STUDIO);
        // The quote is in the thread as ours, with its delivery, answering the enquiry.
        const inThread = await app.db.enquiryMessage.findFirstOrThrow({
          where: { messageId: headers["Message-ID"] },
        });
        expect(inThread).toMatchObject({
          contactRequestId: enquiry.id,
          direction: "out",
          outboxMessageId: quoteMail.id,
          staffEmail: STAFF,
        });
        expect(inThread.text).toContain("/tilbud/");
        const waitingBefore = await app.inbox.adminInbox();
        expect(waitingBefore.map((row) => row.who)).not.toContain("Kari Kunde");

        const posted = await postReply(app, {
          to: quoteMail.replyTo ?? "",
          inReplyTo: headers["Message-ID"] ?? "",
          text: "Kan dere ta med en animasjon også?",
        });
        expect(posted.status).toBe(200);
        // One timeline: the first message on top, the quote once (not its mail as well).
        expect(((await app.timeline.enquiryTimeline(enquiry.id)) ?? []).map(summary)).toEqual([
          "enquiry Hva koster fire utvendige bilder?",
          "mail out Takk! Vi sender et tilbud.",
          "stage ny→besvart",
          "quote-sent 1 sendt",
          "stage besvart→tilbud_sendt",
          "mail in Kan dere ta med en animasjon også?",
        ]);
        const inbox = await app.inbox.adminInbox();
        expect(inbox.find((row) => row.who === "Kari Kunde")).toMatchObject({
          kind: "reply",
          href: `/admin/henvendelser/${enquiry.id}#samtale-tittel`,
        });

        // Opened (the first time counts), then accepted: both in the timeline, and the
        // answer waits in the inbox until staff answer the customer (decisions 331, 333).
        const quoteId = sent.status === "sent" ? sent.quoteId : "";
        await app.quotes.recordQuoteOpened(quoteId);
        await app.quotes.recordQuoteOpened(quoteId, new Date(Date.now() + 60_000));
        const accept = new FormData();
        accept.set("intent", "accept");
        accept.set("name", "Kari Kunde");
        const answered = await app.quotes.answerQuote(
          quoteId,
          "192.0.2.30",
          accept,
          app.db,
          storage,
        );
        expect(answered.status).toBe("saved");
        const events = (await app.timeline.enquiryTimeline(enquiry.id)) ?? [];
        expect(events.map(summary).slice(-3)).toEqual([
          "quote-opened 1",
          "quote-accepted 1 Kari Kunde",
          "stage tilbud_sendt→vunnet",
        ]);
        expect(events.filter((event) => event.kind === "quote-opened")).toHaveLength(1);
        expect(
          (await app.inbox.adminInbox()).find((row) => row.who === "Kari Kunde"),
        ).toMatchObject({
          kind: "quote-answer",
          what: "Tilbud versjon 1 er akseptert av Kari Kunde",
        });
        await app.contact.sendEnquiryAnswer({
          enquiryId: enquiry.id,
          body: "Takk, vi setter i gang.",
          staffEmail: STAFF,
        });
        expect((await app.inbox.adminInbox()).map((row) => row.who)).not.toContain("Kari Kunde");
      });

      it("leaves a customer project's quote answered to the studio, as before", async () => {
        const project = await app.db.customerProject.create({
          data: {
            id: "p".repeat(32),
            contactName: "Per Prosjekt",
            email: "per@prosjekt.example",
            projectName: "Fjordtunet",
            projectType: "boliger",
            services: ["animasjon"],
          },
        });
        const lastDay = new Date(Date.parse(`${norwegianToday()}T00:00:00Z`) + 10 * 86_400_000);
        await app.quotes.sendQuote(
          { projectId: project.id },
          {
            lines: [{ description: "Animasjon", quantity: 1, price: 2_000_000 }],
            validUntil: lastDay.toISOString().slice(0, 10),
            terms: "",
          },
          STAFF,
        );
        const mail = await app.db.outboxMessage.findFirstOrThrow({
          where: { to: "per@prosjekt.example" },
        });
        expect(mail.replyTo).not.toMatch(/^svar\+/);
        expect(
          await app.db.enquiryMessage.count({ where: { toAddress: "per@prosjekt.example" } }),
        ).toBe(0);
      });
    },
  );
}
