import path from "node:path";
import type { AppLoadContext } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Database } from "~/db/index.server";
import { databaseKinds, type TestDatabase } from "../support/databases";

/*
 * What staff publish in Innhold reaches the legal pages and the mails the server writes. Each
 * database gets its own module instances (configuration, client, the published copy kept in
 * memory) through vi.resetModules, since the app reads DATABASE_URL once.
 */

const anne = { email: "anne@digitalepoteter.example", name: "Anne" };
const context = { clientIp: "192.0.2.10" } as unknown as AppLoadContext;

async function loadApp(env: Record<string, string | undefined>) {
  vi.resetModules();
  for (const [key, value] of Object.entries(env)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  return {
    documents: (await import("~/site-content/documents")).contentDocuments,
    store: await import("~/site-content/store.server"),
    read: await import("~/site-content/read.server"),
    contact: await import("~/contact/index.server"),
    terms: await import("~/routes/_marketing+/betingelser"),
    notice: await import("~/routes/_marketing+/juridisk"),
    db: (await import("~/db/index.server")).prisma as Database,
    disconnect: (await import("~/db/index.server")).disconnectDatabase,
  };
}

for (const kind of databaseKinds("prisma-only")) {
  describe.skipIf(kind.skipReason !== "")(
    `published content on legal pages and in mails on ${kind.name}${kind.skipReason ? ` (hoppet over: ${kind.skipReason})` : ""}`,
    () => {
      let database: TestDatabase;
      let app: Awaited<ReturnType<typeof loadApp>>;

      beforeAll(async () => {
        database = await kind.create();
        const { target } = database;
        app = await loadApp({
          MAIL_FROM: "post@digitalepoteter.example",
          DATABASE_URL: target.provider === "postgresql" ? target.url : undefined,
          DATA_DIR: target.provider === "sqlite" ? path.dirname(target.file) : undefined,
        });
      });
      afterAll(async () => {
        await app.disconnect();
        await database.drop();
      });

      /** Publishes through the document's own schema, as the editor's Publiser does. */
      async function publish<Key extends "terms" | "company">(key: Key, content: unknown) {
        const document = app.documents[key];
        const checked = document.schema.parse(content);
        const draft = await app.store.readDraft(key);
        const outcome = await app.store.publishDraft(key, checked, {
          basedOn: draft?.revision ?? 0,
          editor: anne,
          defaults: document.defaults,
        });
        expect(outcome.ok).toBe(true);
        app.read.forgetPublished();
      }

      const page = async (route: typeof app.terms, path: string) => {
        const request = new Request(`http://localhost${path}`);
        return (await route.loader({ request, params: {}, context })).legal;
      };

      it("shows a script and raw HTML typed into a legal page as text, drops unsafe links and keeps valid ones", async () => {
        await publish("terms", {
          ...app.documents.terms.defaults,
          body: [
            "## Nye vilkår",
            "<script>alert(1)</script>",
            "Les [personvern](/personvern), [loven](https://lovdata.no), [skriv](mailto:post@digitalepoteter.example) eller [ring](tel:+4740000000). Ikke [dette](javascript:alert(1)), [dette](//evil.example) eller <img src=x onerror=alert(1)>.",
            "- **Fet** og *kursiv*",
          ].join("\n\n"),
        });
        const { bodyHtml } = await page(app.terms, "/betingelser");
        expect(bodyHtml).toContain("<h2>Nye vilkår</h2>");
        expect(bodyHtml).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
        expect(bodyHtml).toContain("&lt;img src=x onerror=alert(1)&gt;");
        expect(bodyHtml).not.toMatch(/<script|<img|javascript:alert\(1\)"|evil\.example/);
        expect(bodyHtml).toContain("Ikke dette, dette eller");
        expect(bodyHtml).toContain('<a href="/personvern">personvern</a>');
        expect(bodyHtml).toContain('<a href="https://lovdata.no">loven</a>');
        expect(bodyHtml).toContain('<a href="mailto:post@digitalepoteter.example">skriv</a>');
        expect(bodyHtml).toContain('<a href="tel:+4740000000">ring</a>');
        expect(bodyHtml).toContain("<li><strong>Fet</strong> og <em>kursiv</em></li>");
      });

      it("puts a newly published phone number on the legal notice and in the answer mailed to a customer", async () => {
        expect((await page(app.notice, "/juridisk")).bodyHtml).toContain("Telefon: 400 00 000");
        await publish("company", { ...app.documents.company.defaults, phone: "411 11 111" });

        expect((await page(app.notice, "/juridisk")).bodyHtml).toContain("Telefon: 411 11 111");
        const enquiry = await app.db.contactRequest.create({
          data: {
            name: "Åse Ærlig",
            email: "ase@arkitekt.example",
            phone: "41234567",
            message: "Vi trenger illustrasjoner av Bryggekanten.",
          },
        });
        await app.contact.sendEnquiryAnswer({
          enquiryId: enquiry.id,
          body: "Takk for henvendelsen!",
          staffEmail: anne.email,
        });
        const mail = await app.db.outboxMessage.findFirstOrThrow({
          where: { to: "ase@arkitekt.example" },
        });
        expect(mail.text).toContain(
          "Hilsen Digitale Poteter AS\n411 11 111 · post@digitalepoteter.example",
        );
      });
    },
  );
}
