import { randomUUID } from "node:crypto";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Database } from "~/db/index.server";
import { databaseKinds, type TestDatabase } from "../support/databases";

/*
 * POST /webhooks/inbound-mail with posts shaped as SendGrid Inbound Parse sends them, on both
 * databases. Each database gets its own module instances (configuration, client) through
 * vi.resetModules, since the app reads DATABASE_URL once.
 */

const SECRET = "inbound-secret-for-tests-0123456789";
const STUDIO = "post@digitalepoteter.example";
const pdf = Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(4096, 0x20)]);
const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(512),
]);

type Route = typeof import("~/routes/_resources+/webhooks.inbound-mail");
type Contact = typeof import("~/contact/index.server");
type UnplacedPage = typeof import("~/routes/admin+/henvendelser.uplassert");

type Mail = {
  to: string;
  from?: string;
  subject?: string;
  text?: string;
  html?: string;
  inReplyTo?: string;
  /** A fresh one unless given: SendGrid posts each mail with the sender's own. */
  messageId?: string;
  files?: { name: string; type: string; bytes: Buffer }[];
};

/** The fields in the order Inbound Parse sends them, files last. */
function inboundParseForm(mail: Mail) {
  const form = new FormData();
  const headerLines = [
    "Received: by mx0047p1mdw1.sendgrid.net with SMTP id abc",
    `From: ${mail.from ?? "Åse Ærlig <ase@arkitekt.example>"}`,
    `To: ${mail.to}`,
    `Subject: ${mail.subject ?? "Re: Svar på forespørselen din"}`,
    `Message-ID: ${mail.messageId ?? `<${randomUUID()}@mail.arkitekt.example>`}`,
    ...(mail.inReplyTo
      ? [`In-Reply-To: ${mail.inReplyTo}`, `References:\r\n ${mail.inReplyTo}`]
      : []),
    "MIME-Version: 1.0",
  ];
  form.append("headers", headerLines.join("\n"));
  form.append("dkim", "{@arkitekt.example : pass}");
  form.append("to", mail.to);
  if (mail.html !== undefined) form.append("html", mail.html);
  form.append("from", mail.from ?? "Åse Ærlig <ase@arkitekt.example>");
  if (mail.text !== undefined) form.append("text", mail.text);
  form.append("sender_ip", "192.0.2.10");
  form.append("envelope", JSON.stringify({ to: [mail.to], from: "ase@arkitekt.example" }));
  form.append("attachments", String(mail.files?.length ?? 0));
  form.append("subject", mail.subject ?? "Re: Svar på forespørselen din");
  const files = mail.files ?? [];
  form.append(
    "attachment-info",
    JSON.stringify(
      Object.fromEntries(
        files.map((file, index) => [
          `attachment${index + 1}`,
          { filename: file.name, name: file.name, type: file.type },
        ]),
      ),
    ),
  );
  form.append(
    "charsets",
    JSON.stringify({ to: "UTF-8", html: "UTF-8", subject: "UTF-8", from: "UTF-8", text: "UTF-8" }),
  );
  form.append("SPF", "pass");
  files.forEach((file, index) =>
    form.append(
      `attachment${index + 1}`,
      new Blob([new Uint8Array(file.bytes)], { type: file.type }),
      file.name,
    ),
  );
  return form;
}

function post(
  route: Route,
  form: FormData | ReadableStream<Uint8Array>,
  password: string | null = SECRET,
  contentType?: string,
) {
  const headers = new Headers();
  if (password !== null)
    headers.set("Authorization", `Basic ${Buffer.from(`sendgrid:${password}`).toString("base64")}`);
  if (contentType) headers.set("Content-Type", contentType);
  const request = new Request("http://localhost/webhooks/inbound-mail", {
    method: "POST",
    body: form,
    headers,
    ...(form instanceof FormData ? {} : { duplex: "half" }),
  });
  return route.action({ request, params: {}, context: { clientIp: "192.0.2.10" } });
}

async function loadApp(env: Record<string, string | undefined>) {
  vi.resetModules();
  for (const [key, value] of Object.entries(env)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  return {
    route: (await import("~/routes/_resources+/webhooks.inbound-mail")) as Route,
    contact: (await import("~/contact/index.server")) as Contact,
    timeline: await import("~/timeline/index.server"),
    unplacedPage: (await import("~/routes/admin+/henvendelser.uplassert")) as UnplacedPage,
    session: await import("~/auth/session.server"),
    processDueOutbox: (await import("~/mail/outbox.server")).processDueOutbox,
    db: (await import("~/db/index.server")).prisma as Database,
    disconnect: (await import("~/db/index.server")).disconnectDatabase,
  };
}

/** The mails of an enquiry's timeline, oldest first. */
async function mailsOf(app: Awaited<ReturnType<typeof loadApp>>, enquiryId: string) {
  const events = (await app.timeline.enquiryTimeline(enquiryId)) ?? [];
  return events.flatMap((event) => (event.kind === "mail" ? [event.mail] : []));
}

for (const kind of databaseKinds("concurrency")) {
  describe.skipIf(kind.skipReason !== "")(
    `inbound mail on ${kind.name}${kind.skipReason ? ` (hoppet over: ${kind.skipReason})` : ""}`,
    () => {
      let database: TestDatabase;
      let app: Awaited<ReturnType<typeof loadApp>>;
      let enquiryId: string;
      let replyTo: string;
      let answerId: string;

      beforeAll(async () => {
        database = await kind.create();
        const { target } = database;
        app = await loadApp({
          INBOUND_MAIL_SECRET: SECRET,
          MAIL_FROM: STUDIO,
          // A day's window, so no count starts over in the middle of a test.
          RATE_LIMIT_WINDOW_SECONDS: "86400",
          DATABASE_URL: target.provider === "postgresql" ? target.url : undefined,
          DATA_DIR: target.provider === "sqlite" ? path.dirname(target.file) : undefined,
        });
        const enquiry = await app.db.contactRequest.create({
          data: {
            name: "Åse Ærlig",
            email: "ase@arkitekt.example",
            phone: "41234567",
            message: "Vi trenger illustrasjoner av Bryggekanten.",
          },
        });
        enquiryId = enquiry.id;
        await app.contact.sendEnquiryAnswer({
          enquiryId,
          body: "Takk for henvendelsen! Har dere tegninger?",
          staffEmail: "kari@digitalepoteter.example",
        });
        const mail = await app.db.outboxMessage.findFirstOrThrow({
          where: { to: "ase@arkitekt.example" },
        });
        replyTo = mail.replyTo ?? "";
        answerId = (mail.headers as Record<string, string>)["Message-ID"] ?? "";
      });
      afterAll(async () => {
        await app.disconnect();
        await database.drop();
      });

      const thread = () =>
        app.db.enquiryMessage.findMany({
          where: { contactRequestId: enquiryId },
          orderBy: [{ createdAt: "asc" }, { id: "asc" }],
          include: { attachments: true },
        });
      const digests = () =>
        app.db.outboxMessage.findMany({
          where: { to: STUDIO, subject: { startsWith: "Innkommende e-post" } },
          orderBy: [{ createdAt: "asc" }, { id: "asc" }],
        });
      const staffNotices = () =>
        app.db.outboxMessage.count({ where: { to: STUDIO, subject: { startsWith: "Svar fra" } } });

      it("answers from the studio's address with a Message-ID, a tokened reply address, and moves Ny to Besvart", async () => {
        expect(replyTo).toMatch(/^svar\+[0-9a-f]{40}@digitalepoteter\.example$/);
        expect(answerId).toMatch(/^<[^@]+@digitalepoteter\.example>$/);
        const enquiry = await app.db.contactRequest.findUniqueOrThrow({ where: { id: enquiryId } });
        expect(enquiry.stage).toBe("besvart");
        await app.contact.sendEnquiryAnswer({
          enquiryId,
          body: "Vi venter på tegningene.",
          staffEmail: "kari@digitalepoteter.example",
        });
        const second = await app.db.outboxMessage.findFirstOrThrow({
          where: { to: "ase@arkitekt.example", text: { startsWith: "Vi venter" } },
        });
        expect(second.headers).toMatchObject({ "In-Reply-To": answerId, References: answerId });
        expect(second.replyTo).toBe(replyTo);
        expect(
          await app.db.enquiryStageChange.count({ where: { contactRequestId: enquiryId } }),
        ).toBe(1);
      });

      it("refuses a post without the password, or with a wrong one, and stores nothing", async () => {
        const form = () => inboundParseForm({ to: replyTo, text: "Hei" });
        const none = await post(app.route, form(), null);
        expect(none.status).toBe(401);
        expect(none.headers.get("WWW-Authenticate")).toMatch(/^Basic/);
        expect((await post(app.route, form(), "feil-passord")).status).toBe(401);
        expect(await app.db.enquiryMessage.count({ where: { direction: "in" } })).toBe(0);
      });

      it("files a plain reply by its token in the thread, and notifies staff once", async () => {
        const before = await staffNotices();
        const response = await post(
          app.route,
          inboundParseForm({
            to: replyTo,
            text: "Tegningene kommer i morgen.",
            messageId: "<CAFx1234@mail.arkitekt.example>",
          }),
        );
        expect(response.status).toBe(200);
        const last = (await thread()).at(-1);
        expect(last).toMatchObject({
          direction: "in",
          text: "Tegningene kommer i morgen.",
          fromAddress: "Åse Ærlig <ase@arkitekt.example>",
          messageId: "<CAFx1234@mail.arkitekt.example>",
        });
        expect(await staffNotices()).toBe(before + 1);
      });

      it("keeps only sanitised HTML from an HTML-only mail, and its text for reading", async () => {
        const html =
          '<p>Se <a href="https://arkitekt.example/tegning" onclick="steal()">tegningen</a></p><script>alert(1)</script><img src="https://sporing.example/p.gif"><a href="javascript:alert(2)">x</a>';
        expect((await post(app.route, inboundParseForm({ to: replyTo, html }))).status).toBe(200);
        const last = (await thread()).at(-1)!;
        expect(last.html).toContain(
          '<a href="https://arkitekt.example/tegning" rel="noopener noreferrer nofollow" target="_blank">',
        );
        expect(last.html).not.toMatch(/script|onclick|<img|javascript:/);
        expect(last.text).toMatch(/^Se tegningen/);
        expect(last.text).not.toContain("alert");
      });

      it("stores a reply's attachments by the contact form's rules, matched by In-Reply-To alone", async () => {
        const response = await post(
          app.route,
          inboundParseForm({
            to: "post@digitalepoteter.example",
            inReplyTo: answerId,
            text: "Her er fasaden.",
            files: [{ name: "fasade øst.pdf", type: "application/pdf", bytes: pdf }],
          }),
        );
        expect(response.status).toBe(200);
        const last = (await thread()).at(-1)!;
        expect(last.text).toBe("Her er fasaden.");
        expect(last.attachments).toEqual([
          expect.objectContaining({ originalName: "fasade øst.pdf", size: pdf.length }),
        ]);
        const opened = await app.contact.openEnquiryAttachment(enquiryId, last.attachments[0]!.id);
        expect(opened?.attachment.contentType).toBe("application/pdf");
        // A file handle left to the garbage collector ends the process on Node 22 and later.
        opened?.stored.body.destroy();
      });

      it("keeps a mail whose file breaks the rules, without its files, saying why", async () => {
        const oversize = Buffer.concat([pdf, Buffer.alloc(17 * 1024 * 1024, 0x20)]);
        const response = await post(
          app.route,
          inboundParseForm({
            to: replyTo,
            text: "To filer.",
            files: [
              { name: "liten.pdf", type: "application/pdf", bytes: pdf },
              { name: "stor.pdf", type: "application/pdf", bytes: oversize },
            ],
          }),
        );
        expect(response.status).toBe(200);
        const last = (await thread()).at(-1)!;
        expect(last.text).toBe("To filer.");
        expect(last.attachments).toEqual([]);
        expect(last.refusedFiles).toBe("Filen stor.pdf er for stor. Maksimal størrelse er 17MB.");
        const disguised = await post(
          app.route,
          inboundParseForm({
            to: replyTo,
            text: "Et program.",
            files: [
              { name: "faktura.pdf", type: "application/pdf", bytes: Buffer.from("MZ\x90\x00") },
            ],
          }),
        );
        expect(disguised.status).toBe(200);
        expect((await thread()).at(-1)!.refusedFiles).toMatch(
          /faktura\.pdf er ikke i riktig format/,
        );
      });

      it("puts a forged token or an unknown thread under Uplassert, never on an enquiry", async () => {
        const forged = `svar+${"0".repeat(40)}@digitalepoteter.example`;
        const before = (await thread()).length;
        expect(
          (await post(app.route, inboundParseForm({ to: forged, text: "Gjettet adresse" }))).status,
        ).toBe(200);
        expect(
          (
            await post(
              app.route,
              inboundParseForm({
                to: STUDIO,
                inReplyTo: "<ukjent@example.com>",
                text: "Ukjent tråd",
              }),
            )
          ).status,
        ).toBe(200);
        expect((await thread()).length).toBe(before);
        const unplaced = await app.contact.listUnplacedMails();
        expect(unplaced.map((mail) => mail.text)).toEqual(["Ukjent tråd", "Gjettet adresse"]);
        // Staff hear of both in one mail, not one each.
        expect(await digests()).toEqual([]);
        expect(await app.contact.sendInboundMailDigest()).toBe(1);
        const [digest] = await digests();
        expect(digest?.subject).toBe("Innkommende e-post: 2 venter");
        expect(digest?.text).toContain("Uplassert, passet ingen henvendelse (2):");
        expect(digest?.text).toContain("http://localhost:3000/admin/henvendelser/uplassert");
      });

      /** Staff's form post on the Uplassert page, signed in as Kari. */
      async function placeMail(fields: Record<string, string>) {
        const cookie = await app.session.createStaffSessionCookie({
          sub: "kari",
          issuer: "http://127.0.0.1/oidc",
          email: "kari@digitalepoteter.example",
        });
        const request = new Request("http://localhost/admin/henvendelser/uplassert", {
          method: "POST",
          body: new URLSearchParams({ intent: "place", ...fields }),
          headers: { Cookie: cookie.split(";")[0] ?? "" },
        });
        try {
          return await app.unplacedPage.action({ request, params: {}, context: { clientIp: "" } });
        } catch (thrown) {
          return thrown;
        }
      }

      it("lets staff place an unplaced mail, with its file, on the enquiry they choose, and keeps who and when", async () => {
        const posted = await post(
          app.route,
          inboundParseForm({
            to: STUDIO,
            from: "Åse Ærlig <ASE@arkitekt.example>",
            text: "Ny adresse, samme prosjekt.",
            files: [{ name: "snitt.pdf", type: "application/pdf", bytes: pdf }],
          }),
        );
        expect(posted.status).toBe(200);
        const other = await app.db.contactRequest.create({
          data: { name: "Ola Annen", email: "ola@example.com", phone: "40000000" },
        });
        const [mail] = await app.contact.unplacedMailsView();
        expect(mail?.text).toBe("Ny adresse, samme prosjekt.");
        // The sender's own enquiry is offered first, though another arrived after it.
        expect(mail?.choices.map((choice) => choice.id)).toEqual([enquiryId, other.id]);

        const refused: Record<string, string>[] = [
          { mail: mail!.id, enquiry: "" },
          { mail: mail!.id, enquiry: "finnes-ikke" },
          { enquiry: enquiryId },
        ];
        for (const fields of refused) {
          expect(await placeMail(fields), JSON.stringify(fields)).toMatchObject({
            init: { status: 400 },
          });
        }
        expect(await placeMail({ mail: mail!.id, enquiry: "finnes-ikke" })).toMatchObject({
          data: { error: { enquiry: ["Fant ikke henvendelsen. Velg en fra listen."] } },
        });
        expect((await app.contact.listUnplacedMails()).map((m) => m.id)).toContain(mail!.id);

        const placed = (await placeMail({ mail: mail!.id, enquiry: enquiryId })) as Response;
        expect(placed.status).toBe(303);
        expect(placed.headers.get("Location")).toBe(
          `/admin/henvendelser/${enquiryId}#samtale-tittel`,
        );
        const shown = (await mailsOf(app, enquiryId)).find((message) => message.id === mail!.id);
        expect(shown).toMatchObject({
          text: "Ny adresse, samme prosjekt.",
          attachments: [expect.objectContaining({ name: "snitt.pdf" })],
          placed: { by: "kari@digitalepoteter.example", at: expect.any(String) },
        });
        const file = await app.contact.openEnquiryAttachment(enquiryId, shown!.attachments[0]!.id);
        expect(file?.attachment.originalName).toBe("snitt.pdf");
        file?.stored.body.destroy();
        expect(
          await app.contact.openEnquiryAttachment("uplassert", shown!.attachments[0]!.id),
        ).toBe(null);
        expect((await app.contact.listUnplacedMails()).map((m) => m.id)).not.toContain(mail!.id);

        // A colleague's second press, or one onto another enquiry, moves nothing.
        const again = (await placeMail({ mail: mail!.id, enquiry: other.id })) as Response;
        expect(again.headers.get("Location")).toBe("/admin/henvendelser/uplassert");
        expect(
          (await app.db.enquiryMessage.findUniqueOrThrow({ where: { id: mail!.id } }))
            .contactRequestId,
        ).toBe(enquiryId);
      });

      it("shows on the thread whether each answer's mail is queued, sent or failed", async () => {
        const statuses = async () =>
          (await mailsOf(app, enquiryId))
            .filter((message) => message.direction === "out")
            .map((message) => message.delivery);
        expect(new Set((await statuses()).map((delivery) => delivery?.status))).toEqual(
          new Set(["pending"]),
        );
        await app.processDueOutbox({ db: app.db, mailer: { name: "eml", send: async () => {} } });
        expect(new Set((await statuses()).map((delivery) => delivery?.status))).toEqual(
          new Set(["sent"]),
        );
        await app.contact.sendEnquiryAnswer({
          enquiryId,
          body: "Fikk dere tilbudet?",
          staffEmail: "kari@digitalepoteter.example",
        });
        const dayAndMore = new Date(Date.now() + 25 * 60 * 60 * 1000);
        await app.processDueOutbox({
          db: app.db,
          now: dayAndMore,
          mailer: {
            name: "eml",
            send: () => Promise.reject(new Error("SendGrid svarte 503")),
          },
        });
        expect((await statuses()).at(-1)).toEqual({
          status: "failed",
          lastError: "SendGrid svarte 503",
        });
        expect((await statuses()).slice(0, -1).every((d) => d?.status === "sent")).toBe(true);
      });

      const unplacedCount = () =>
        app.db.enquiryMessage.count({ where: { direction: "in", contactRequestId: null } });

      it("keeps the start of a post past the webhook's limits where staff see it, then stores a 200 kB HTML reply of 60 parts whole", async () => {
        const before = (await thread()).length;
        // An HTML field past 2 MB: the reply still lands in its thread, with what came first.
        const huge = await post(
          app.route,
          inboundParseForm({
            to: replyTo,
            subject: "Re: Tegninger",
            html: `<p>${"x".repeat(2 * 1024 * 1024)}</p>`,
            text: "Kommer aldri fram",
            files: [{ name: "logo.png", type: "image/png", bytes: png }],
          }),
        );
        expect(huge.status).toBe(200);
        const cut = (await thread()).at(-1)!;
        expect(cut).toMatchObject({
          subject: "Re: Tegninger",
          fromAddress: "Åse Ærlig <ase@arkitekt.example>",
          attachments: [],
        });
        expect(cut.refusedFiles).toMatch(
          /^Resten av e-posten og vedleggene\. Den var over grensene/,
        );
        // More than 1000 parts to no enquiry: under Uplassert, not dropped.
        const unplacedBefore = await unplacedCount();
        const parts = inboundParseForm({ to: STUDIO, text: "Mange deler" });
        for (let index = 0; index < 1000; index += 1) parts.append("x-ekstra", "1");
        expect((await post(app.route, parts)).status).toBe(200);
        expect(await unplacedCount()).toBe(unplacedBefore + 1);
        // A body that is not a form at all has nothing to keep.
        const junk = new Blob(["ikke et skjema"]).stream();
        expect((await post(app.route, junk, SECRET, "text/plain")).status).toBe(400);

        const quoted = `<blockquote>${"<p>Tidligere i tråden: tegningene av Bryggekanten, etasje for etasje.</p>".repeat(2800)}</blockquote>`;
        const html = `<p>Her er alle vedleggene.</p><p><img src="cid:logo"> <a href="https://arkitekt.example">Arkitekt AS</a></p>${quoted}`;
        expect(html.length).toBeGreaterThan(200_000);
        const files = Array.from({ length: 47 }, (_, index) => ({
          name: `side-${index + 1}.png`,
          type: "image/png",
          bytes: png,
        }));
        const form = inboundParseForm({
          to: replyTo,
          html,
          text: "Her er alle vedleggene.",
          files,
        });
        expect([...form.keys()]).toHaveLength(60);
        expect((await post(app.route, form)).status).toBe(200);
        const stored = (await thread()).at(-1)!;
        expect((await thread()).length).toBe(before + 2);
        expect(stored.text).toBe("Her er alle vedleggene.");
        expect(stored.html).toContain("Tidligere i tråden");
        expect(stored.html).toContain('rel="noopener noreferrer nofollow"');
        expect(stored.attachments).toHaveLength(47);
        expect(stored.refusedFiles).toBe(null);
      });

      it("stores a replayed post once and mails staff once", async () => {
        const before = (await thread()).length;
        const notices = await staffNotices();
        const replay = () =>
          inboundParseForm({
            to: replyTo,
            text: "Sendt én gang.",
            messageId: "<gjentatt-1@mail.arkitekt.example>",
            files: [{ name: "snitt.pdf", type: "application/pdf", bytes: pdf }],
          });
        const [first, second] = await Promise.all([
          post(app.route, replay()),
          post(app.route, replay()),
        ]);
        expect([first.status, second.status]).toEqual([200, 200]);
        expect((await post(app.route, replay())).status).toBe(200);
        const added = (await thread()).slice(before);
        expect(added.map((mail) => mail.text)).toEqual(["Sendt én gang."]);
        expect(added[0]?.attachments).toHaveLength(1);
        expect(
          await app.db.enquiryMessageAttachment.count({
            where: { message: { messageId: "<gjentatt-1@mail.arkitekt.example>" } },
          }),
        ).toBe(1);
        expect(await staffNotices()).toBe(notices + 1);
        // Another mail from the same sender is no replay.
        await post(app.route, inboundParseForm({ to: replyTo, text: "Sendt én gang." }));
        expect((await thread()).length).toBe(before + 2);
      });

      it("strips bidirectional controls from an inbound subject before staff see it", async () => {
        const response = await post(
          app.route,
          inboundParseForm({
            to: replyTo,
            from: "Åse\u202E Ærlig <ase@arkitekt.example>",
            subject: "Re: faktura\u202Efdp.exe",
            text: "Se\u202E vedlegg",
          }),
        );
        expect(response.status).toBe(200);
        const last = (await thread()).at(-1)!;
        expect(last.subject).toBe("Re: fakturafdp.exe");
        expect(last.text).toBe("Se vedlegg");
        const notice = await app.db.outboxMessage.findFirstOrThrow({
          where: { to: STUDIO, subject: { startsWith: "Svar fra" } },
          orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        });
        expect(notice.subject).toBe(
          "Svar fra Åse Ærlig <ase@arkitekt.example>: Re: fakturafdp.exe",
        );
      });

      it("defers the 121st junk mail from one sender without a staff mail each, and still stores a customer's reply from the same relay", async () => {
        const unplacedBefore = await unplacedCount();
        const mailsBefore = await app.db.outboxMessage.count({ where: { to: STUDIO } });
        const junk = (index: number) =>
          inboundParseForm({
            to: STUDIO,
            from: "Søppel <spam@junk.example>",
            subject: `Tilbud ${index}`,
            text: "Kjøp nå",
          });
        for (let index = 1; index <= 120; index += 1) {
          expect((await post(app.route, junk(index))).status).toBe(200);
        }
        const deferred = await post(app.route, junk(121));
        expect(deferred.status).toBe(503);
        expect(Number(deferred.headers.get("Retry-After"))).toBeGreaterThan(0);
        expect(await unplacedCount()).toBe(unplacedBefore + 120);
        expect(await app.db.outboxMessage.count({ where: { to: STUDIO } })).toBe(mailsBefore);

        const reply = await post(
          app.route,
          inboundParseForm({ to: replyTo, text: "Ekte svar midt i søppelet." }),
        );
        expect(reply.status).toBe(200);
        expect((await thread()).at(-1)?.text).toBe("Ekte svar midt i søppelet.");
        expect(await app.db.outboxMessage.count({ where: { to: STUDIO } })).toBe(mailsBefore + 1);

        // One grouped mail for the 120, once the window since the last one has passed.
        expect(await app.contact.sendInboundMailDigest()).toBe(0);
        const later = new Date(Date.now() + 11 * 60 * 1000);
        expect(await app.contact.sendInboundMailDigest({ now: later })).toBe(1);
        const digest = (await digests()).at(-1)!;
        expect(digest.text).toContain("- Søppel <spam@junk.example>: Tilbud 1\n");
        expect(digest.text).toMatch(/- … og \d+ til/);
        expect(await app.db.outboxMessage.count({ where: { to: STUDIO } })).toBe(mailsBefore + 2);
      }, 120_000);

      it("stores every reply to an enquiry past its limit, and groups staff's mails for those past it", async () => {
        const before = (await thread()).length;
        const notices = await staffNotices();
        for (let index = 1; index <= 121; index += 1) {
          const reply = inboundParseForm({ to: replyTo, text: `Autosvar ${index}` });
          expect((await post(app.route, reply)).status).toBe(200);
        }
        expect((await thread()).length).toBe(before + 121);
        const mailedOneEach = (await staffNotices()) - notices;
        expect(mailedOneEach).toBeGreaterThan(0);
        expect(mailedOneEach).toBeLessThan(121);
        const later = new Date(Date.now() + 30 * 60 * 1000);
        expect(await app.contact.sendInboundMailDigest({ now: later })).toBe(1);
        expect((await digests()).at(-1)?.text).toContain(
          `Svar på henvendelser ut over grensen for enkeltvarsler (${121 - mailedOneEach}):`,
        );
      }, 120_000);
    },
  );
}

describe("the inbound-mail webhook", () => {
  it("does not exist without INBOUND_MAIL_SECRET", async () => {
    const app = await loadApp({ INBOUND_MAIL_SECRET: undefined });
    const response = await post(app.route, inboundParseForm({ to: STUDIO, text: "Hei" }));
    expect(response.status).toBe(404);
  });

  it("answers 503 when the database is down, so SendGrid posts the mail again", async () => {
    const app = await loadApp({
      INBOUND_MAIL_SECRET: SECRET,
      DATABASE_URL: "postgresql://ingen:ingen@127.0.0.1:1/nede",
    });
    const response = await post(app.route, inboundParseForm({ to: STUDIO, text: "Hei" }));
    expect(response.status).toBe(503);
    await app.disconnect();
  });
});
