import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { norwegianToday } from "~/quotes/quote-schema";
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
    db: (await import("~/db/index.server")).prisma,
  };
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

for (const kind of databaseKinds()) {
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
        const view = await app.contact.enquiryPageView(enquiry.id);
        expect(view?.thread.map((message) => [message.direction, message.text])).toEqual([
          ["out", "Takk! Vi sender et tilbud."],
          ["out", inThread.text],
          ["in", "Kan dere ta med en animasjon også?"],
        ]);
        const inbox = await app.inbox.adminInbox();
        expect(inbox.find((row) => row.who === "Kari Kunde")).toMatchObject({
          kind: "reply",
          href: `/admin/henvendelser/${enquiry.id}#samtale-tittel`,
        });
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
