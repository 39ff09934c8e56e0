import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getConfig } from "~/config/index.server";
import { createSendgridTransport } from "~/mail/sendgrid.server";
import {
  type CampaignDraft,
  queueTestIssue,
  recipientsByRole,
  saveDraft,
  sendDraft,
} from "~/newsletter/campaign.server";
import { processDueOutbox } from "~/mail/outbox.server";
import { databaseKinds, type TestDatabase } from "../support/databases";
import { startSendgridCapture } from "../support/sendgrid-capture";
import { storageKinds, type TestStorage } from "../support/storages";

type SentMail = {
  personalizations: { to: { email: string }[] }[];
  subject: string;
  headers: Record<string, string>;
  content: { type: string; value: string }[];
};

const subscribers = [
  { email: "anne@arkitekt.example", role: "arkitekt" },
  { email: "bjorn@arkitekt.example", role: "arkitekt" },
  { email: "cecilie@arkitekt.example", role: "arkitekt", unsubscribedAt: new Date() },
  { email: "dag@utbygger.example", role: "utbygger" },
  { email: "eva@megler.example", role: "eiendomsmegler" },
  // Signed up but never confirmed: gets nothing.
  { email: "frida@arkitekt.example", role: "arkitekt", confirmedAt: null },
];

for (const kind of databaseKinds("concurrency")) {
  describe.skipIf(kind.skipReason !== "")(
    `newsletter campaigns on ${kind.name}${kind.skipReason ? ` (hoppet over: ${kind.skipReason})` : ""}`,
    () => {
      let database: TestDatabase;
      let files: TestStorage;
      let capture: Awaited<ReturnType<typeof startSendgridCapture>>;
      const sent = () => capture.requests.map((request) => request.body as SentMail);
      const deliver = () =>
        processDueOutbox({
          db: database.db,
          storage: files.storage,
          mailer: createSendgridTransport({ apiKey: "SG.test", apiUrl: capture.url }),
        });

      beforeAll(async () => {
        [database, files, capture] = await Promise.all([
          kind.create(),
          storageKinds()[0]!.create(),
          startSendgridCapture(),
        ]);
      });
      afterAll(async () => {
        await Promise.all([database?.drop(), files?.cleanup(), capture?.stop()]);
      });
      beforeEach(async () => {
        capture.requests.length = 0;
        await database.db.outboxMessage.deleteMany();
        await database.db.newsletterSubscriber.deleteMany();
        for (const subscriber of subscribers) {
          await database.db.newsletterSubscriber.create({
            data: {
              confirmedAt: new Date(),
              ...subscriber,
              consentedAt: new Date(),
              consentVersion: "test",
            },
          });
        }
      });

      /** Saves an issue as staff would, then sends it. */
      async function sendIssue(draft: CampaignDraft) {
        const { id } = await saveDraft(draft, database.db);
        return sendDraft(id, database.db);
      }

      it("a send to architects reaches exactly the subscribed architects, each with their own unsubscribe link", async () => {
        const campaign = await sendIssue({
          subject: "Nytt fra studio",
          markdown: "# Hei\n\nTre nye prosjekter.",
          roles: ["arkitekt"],
        });
        expect(campaign).toEqual({ status: "sent", recipientCount: 2 });
        await deliver();

        const mails = sent();
        expect(
          mails
            .flatMap((mail) => mail.personalizations.flatMap((p) => p.to.map((to) => to.email)))
            .sort(),
        ).toEqual(["anne@arkitekt.example", "bjorn@arkitekt.example"]);
        const links = mails.map((mail) => mail.headers["List-Unsubscribe"]);
        for (const mail of mails) {
          expect(mail.headers["List-Unsubscribe"]).toMatch(
            /^<https?:\/\/.+\/newsletter\/unsubscribe\?token=[^>]+>$/,
          );
          expect(mail.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
          const link = mail.headers["List-Unsubscribe"]?.slice(1, -1) ?? "";
          expect(mail.content.find((part) => part.type === "text/plain")?.value).toContain(link);
          expect(mail.content.find((part) => part.type === "text/html")?.value).toContain(
            "<h1>Hei</h1>",
          );
        }
        expect(new Set(links).size).toBe(2);
      });

      it("strips scripts, event handlers and javascript: links from the issue's HTML", async () => {
        await sendIssue({
          subject: "Farlig",
          markdown: [
            "# Hei",
            "",
            '<script>alert("x")</script><img src="https://bilder.example/a.png" onerror="alert(1)" alt="Bilde">',
            "",
            '[Klikk](javascript:alert(1)) <a href="https://digitalepoteter.example" onclick="alert(1)">Les mer</a>',
            "",
            '<iframe src="https://evil.example"></iframe><form action="https://evil.example"><input name="pw"></form><style>body{display:none}</style>',
          ].join("\n"),
          roles: ["eiendomsmegler"],
        });
        await deliver();
        const html = sent()[0]?.content.find((part) => part.type === "text/html")?.value ?? "";
        expect(html).toContain("<h1>Hei</h1>");
        expect(html).toContain('<img src="https://bilder.example/a.png" alt="Bilde" />');
        expect(html).toContain('<a href="https://digitalepoteter.example">Les mer</a>');
        expect(html).not.toMatch(/<script|onerror|onclick|javascript:|<iframe|<form|<input/i);
        expect(html).not.toContain("display:none");
      });

      it("a draft sends nothing until it is sent, counts its recipients per role, and is sent once however often it is pressed", async () => {
        const draft = await saveDraft(
          { subject: "Utkast", markdown: "Tekst", roles: ["arkitekt", "utbygger", "annet"] },
          database.db,
        );
        expect(await database.db.outboxMessage.count()).toBe(0);
        expect(await recipientsByRole(["arkitekt", "utbygger", "annet"], database.db)).toEqual([
          { role: "arkitekt", count: 2 },
          { role: "utbygger", count: 1 },
          { role: "annet", count: 0 },
        ]);
        const presses = await Promise.all([
          sendDraft(draft.id, database.db),
          sendDraft(draft.id, database.db),
        ]);
        expect(presses.map((press) => press.status).sort()).toEqual(["alreadySent", "sent"]);
        expect(await database.db.outboxMessage.count({ where: { campaignId: draft.id } })).toBe(3);
        // A sent issue is no draft any more: saving "it" again starts a new draft.
        const again = await saveDraft(
          { id: draft.id, subject: "Endret", markdown: "Tekst", roles: ["arkitekt"] },
          database.db,
        );
        expect(again.id).not.toBe(draft.id);
        const sent = await database.db.newsletterCampaign.findUniqueOrThrow({
          where: { id: draft.id },
        });
        expect(sent.subject).toBe("Utkast");
      });

      it("a draft whose roles reach nobody is not sent and stays a draft", async () => {
        const draft = await saveDraft(
          { subject: "Til ingen", markdown: "Tekst", roles: ["annet"] },
          database.db,
        );
        expect(await sendDraft(draft.id, database.db)).toEqual({ status: "nobody" });
        const row = await database.db.newsletterCampaign.findUniqueOrThrow({
          where: { id: draft.id },
        });
        expect(row.sentAt).toBeNull();
        expect(await database.db.outboxMessage.count()).toBe(0);
      });

      it("the issue arrives branded, with the logo and the studio's colours, and with a plain-text part", async () => {
        await sendIssue({
          subject: "Merket",
          markdown: "## Nytt bygg\n\nLes [mer](https://digitalepoteter.example).",
          roles: ["utbygger"],
        });
        await deliver();
        const [mail] = sent();
        const html = mail?.content.find((part) => part.type === "text/html")?.value ?? "";
        const text = mail?.content.find((part) => part.type === "text/plain")?.value ?? "";
        expect(html).toMatch(/^<!DOCTYPE html><html lang="nb">/);
        expect(html).toMatch(/<img src="https?:\/\/[^"]+\/icon-192\.png"/);
        expect(html).toContain("#120f0d");
        expect(html).toContain("#e5561a");
        expect(html).toContain("<h2>Nytt bygg</h2>");
        expect(text).toContain("## Nytt bygg");
        expect(text).not.toContain("<");
        expect(text).toContain(mail?.headers["List-Unsubscribe"]?.slice(1, -1));
      });

      it("links to our own pages arrive absolute on SITE_URL, in the HTML and as text with the address in the plain-text part", async () => {
        await sendIssue({
          subject: "Lenker",
          markdown:
            "Se [galleriet](/illustrasjoner) og [tjenestene](/tjenester?side=2#priser).\r\n\r\nLes [mer](https://digitalepoteter.example/a) eller skriv til <post@digitalepoteter.example>. [Ikke vår](//evil.example/x)",
          roles: ["utbygger"],
        });
        await deliver();
        const [mail] = sent();
        const html = mail?.content.find((part) => part.type === "text/html")?.value ?? "";
        const text = mail?.content.find((part) => part.type === "text/plain")?.value ?? "";
        const site = getConfig().siteUrl.origin;
        expect(html).toContain(`<a href="${site}/illustrasjoner">galleriet</a>`);
        expect(html).toContain(`<a href="${site}/tjenester?side=2#priser">tjenestene</a>`);
        expect(html).toContain('<a href="https://digitalepoteter.example/a">mer</a>');
        expect(html).not.toMatch(/href="\/|evil\.example/);
        expect(text).toContain(
          `Se galleriet (${site}/illustrasjoner) og tjenestene (${site}/tjenester?side=2#priser).`,
        );
        expect(text).toContain(
          "Les mer (https://digitalepoteter.example/a) eller skriv til post@digitalepoteter.example.",
        );
        expect(text).not.toContain("](");
      });

      it("a test send reaches the one address it is sent to, and says it is a test", async () => {
        await queueTestIssue(
          { subject: "Prøve", markdown: "Tekst til prøve" },
          "staff@digitalepoteter.example",
          database.db,
        );
        await deliver();
        expect(sent().map((mail) => [mail.personalizations[0]?.to, mail.subject])).toEqual([
          [[{ email: "staff@digitalepoteter.example" }], "[Test] Prøve"],
        ]);
        expect(sent()[0]?.headers?.["List-Unsubscribe"]).toBeUndefined();
      });

      it("queues the campaign and its messages together, so sending twice never doubles a message", async () => {
        await sendIssue({
          subject: "Én gang",
          markdown: "Tekst",
          roles: ["utbygger", "eiendomsmegler"],
        });
        await deliver();
        await deliver();
        expect(
          sent()
            .map((mail) => mail.personalizations[0]?.to[0]?.email)
            .sort(),
        ).toEqual(["dag@utbygger.example", "eva@megler.example"]);
        const rows = await database.db.outboxMessage.findMany();
        expect(rows.every((row) => row.status === "sent" && row.campaignId)).toBe(true);
      });
    },
  );
}
