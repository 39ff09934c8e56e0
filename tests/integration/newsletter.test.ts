import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createSendgridTransport } from "~/mail/sendgrid.server";
import { queueCampaign } from "~/newsletter/campaign.server";
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

for (const kind of databaseKinds()) {
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

      it("a send to architects reaches exactly the subscribed architects, each with their own unsubscribe link", async () => {
        const campaign = await queueCampaign(
          {
            subject: "Nytt fra studio",
            markdown: "# Hei\n\nTre nye prosjekter.",
            roles: ["arkitekt"],
          },
          database.db,
        );
        expect(campaign.recipientCount).toBe(2);
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
        await queueCampaign(
          {
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
          },
          database.db,
        );
        await deliver();
        const html = sent()[0]?.content.find((part) => part.type === "text/html")?.value ?? "";
        expect(html).toContain("<h1>Hei</h1>");
        expect(html).toContain('<img src="https://bilder.example/a.png" alt="Bilde" />');
        expect(html).toContain('<a href="https://digitalepoteter.example">Les mer</a>');
        expect(html).not.toMatch(
          /<script|onerror|onclick|javascript:|<iframe|<form|<input|<style/i,
        );
      });

      it("queues the campaign and its messages together, so sending twice never doubles a message", async () => {
        await queueCampaign(
          { subject: "Én gang", markdown: "Tekst", roles: ["utbygger", "eiendomsmegler"] },
          database.db,
        );
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
