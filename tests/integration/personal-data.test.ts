import { createHash, randomBytes } from "node:crypto";
import { mkdtemp, readdir, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { unzip } from "../support/zip";
import { parseConfig } from "~/config/index.server";
import { countProjectsWaitingForStaff } from "~/customer-projects/index.server";
import type { Database } from "~/db/index.server";
import { defaultCompanyFacts } from "~/company";
import { privacyPolicy } from "~/legal";
import { renderLegalPage } from "~/site-content/index.server";
import { createProjectFromEnquiry } from "~/customer-projects/index.server";
import { Prisma } from "~/generated/prisma/client";
import { addressHash } from "~/mail/index.server";
import { createEmlTransport } from "~/mail/eml.server";
import type { MailMessage, MailTransport } from "~/mail/message";
import { processDueOutbox } from "~/mail/outbox.server";
import { saveDraft, sendDraft } from "~/newsletter/campaign.server";
import { deleteUnconfirmedSubscribers, subscribe } from "~/newsletter/subscription.server";
import {
  deleteExpiredEnquiries,
  deleteExpiredProjectFiles,
  erasePerson,
  exportPerson,
  findPerson,
  logAddressHash,
  refuseErasedPage,
  retentionPeriods,
} from "~/personal-data/index.server";
import type { FileStorage } from "~/storage/index.server";
import { databaseKinds, type TestDatabase } from "../support/databases";
import { storageKinds, type TestStorage } from "../support/storages";

const staffEmail = "staff@digitalepoteter.example";
const kari = { email: "kari.nordmann@kunde.example", phone: null };
const kariWithPhone = { ...kari, phone: "91234567" };
const day = 24 * 60 * 60 * 1000;

/** An enquiry with one stored attachment; returns its row and the attachment's bytes. */
async function storedEnquiry(
  db: Database,
  storage: FileStorage,
  fields: { name: string; email: string; phone: string; createdAt?: Date },
) {
  const enquiry = await db.contactRequest.create({
    data: { ...fields, message: `Hei, dette er ${fields.name}. Vi trenger 3D.` },
  });
  const bytes = randomBytes(4096);
  const key = `contact_attachments/${enquiry.id}/plan.pdf`;
  await storage.put(key, bytes, { contentType: "application/pdf" });
  await db.contactAttachment.create({
    data: {
      contactRequestId: enquiry.id,
      storageKey: key,
      originalName: "plan æøå.pdf",
      contentType: "application/pdf",
      size: bytes.length,
    },
  });
  // The staff's copy, which answers to the visitor's address.
  await db.outboxMessage.create({
    data: {
      to: "post@digitalepoteter.example",
      from: "nettside@digitalepoteter.example",
      replyTo: fields.email,
      subject: `Ny henvendelse fra ${fields.name}`,
      text: "Se admin.",
      headers: {},
      attachments: [],
      status: "sent",
      contactRequestId: enquiry.id,
    },
  });
  return { enquiry, key, bytes };
}

/** A customer project with a brief file, a staff render with a pin and comment, and a message. */
async function storedProject(
  db: Database,
  storage: FileStorage,
  { id, email, approved }: { id: string; email: string; approved: boolean },
) {
  const briefKey = `customer_project_files/${id}/tegning.pdf`;
  const renderKey = `feedback_rounds/${id}/stue.png`;
  const briefBytes = randomBytes(2048);
  await storage.put(briefKey, briefBytes, { contentType: "application/pdf" });
  await storage.put(renderKey, randomBytes(1024), { contentType: "image/png" });
  await db.customerProject.create({
    data: {
      id,
      contactName: "Kari Nordmann",
      email,
      phone: "+47 912 34 567",
      company: "Nordmann Bolig AS",
      projectName: `Prosjekt ${id}`,
      address: "Storgata 1, Oslo",
      projectType: "bolig",
      services: ["3D-visualisering"],
      description: "Seks rekkehus.",
      approvedAt: approved ? new Date("2026-10-01T12:00:00Z") : null,
      approvedBy: approved ? "Kari Nordmann" : null,
      approvedRound: approved ? 1 : null,
      messages: { create: { author: "customer", body: "Her er tegningen." } },
      files: {
        create: {
          storageKey: briefKey,
          originalName: "tegning.pdf",
          contentType: "application/pdf",
          size: briefBytes.length,
        },
      },
      rounds: {
        create: {
          number: 1,
          images: {
            create: {
              title: "Stue",
              storageKey: renderKey,
              contentType: "image/png",
              size: 1024,
              width: 100,
              height: 100,
              pins: {
                create: {
                  number: 1,
                  x: 0.5,
                  y: 0.5,
                  comments: { create: { author: "customer", body: "Lysere gulv." } },
                },
              },
            },
          },
        },
      },
      notices: { create: { recipient: email, text: "Ny kommentar" } },
    },
  });
  return { briefKey, renderKey, briefBytes };
}

/** Every entry of a ZIP, read whole (the test's files are small). */
function capturingMailer() {
  const sent: MailMessage[] = [];
  const mailer: MailTransport = {
    name: "eml",
    send: async (message) => void sent.push(message),
  };
  return { mailer, sent };
}

const total = (groups: { records: unknown[] }[]) =>
  groups.reduce((sum, group) => sum + group.records.length, 0);

const kinds = databaseKinds("caseInsensitiveSearch");
const storages = storageKinds();
// SQLite with local files, PostgreSQL with the S3 test server: the two setups the site runs on.
const setups = [
  { database: kinds[0]!, storage: storages[0]! },
  { database: kinds[1]!, storage: storages[1]! },
];

for (const setup of setups) {
  const { database: kind } = setup;
  describe.skipIf(kind.skipReason !== "")(
    `personal data on ${kind.name} with ${setup.storage.name} storage${kind.skipReason ? ` (hoppet over: ${kind.skipReason})` : ""}`,
    () => {
      let database: TestDatabase;
      let files: TestStorage;
      let db: Database;
      let storage: FileStorage;
      const options = () => ({ db, storage });

      beforeAll(async () => {
        [database, files] = await Promise.all([kind.create(), setup.storage.create()]);
        db = database.db;
        storage = files.storage;
      });
      afterAll(() => Promise.all([database?.drop(), files?.cleanup()]));
      beforeEach(async () => {
        await db.outboxMessage.deleteMany();
        await db.newsletterCampaign.deleteMany();
        await db.quote.deleteMany();
        await db.enquiryMessage.deleteMany();
        await db.contactRequest.deleteMany();
        await db.customerProject.deleteMany();
        await db.newsletterSubscriber.deleteMany();
        await db.staffSession.deleteMany();
        await db.suppressedAddress.deleteMany();
        await db.erasedPage.deleteMany();
        await db.personalDataLogEntry.deleteMany();
      });

      /**
       * Her reply on the enquiry's thread with a file, a reply that matched no enquiry, and two
       * quotes: one she accepted (which the accounts keep) and an older one it superseded.
       */
      async function seedMailsAndQuotes(enquiryId: string) {
        const replyKey = `enquiry_mail_attachments/${enquiryId}/svar.pdf`;
        await storage.put(replyKey, randomBytes(2048), { contentType: "application/pdf" });
        const mail = (subject: string, contactRequestId: string | null) => ({
          contactRequestId,
          direction: "in",
          fromAddress: kari.email,
          toAddress: "svar+abc@digitalepoteter.example",
          subject,
          text: "Takk for svaret.",
          messageId: `<${subject.length}${contactRequestId ?? "x"}@kunde.example>`,
        });
        await db.enquiryMessage.create({
          data: {
            ...mail("Re: Henvendelsen din", enquiryId),
            attachments: {
              create: {
                storageKey: replyKey,
                originalName: "svar.pdf",
                contentType: "application/pdf",
                size: 2048,
              },
            },
          },
        });
        await db.enquiryMessage.create({ data: mail("Et løst spørsmål", null) });
        const quote = (id: string, version: number, status: string) => ({
          id,
          enquiryId,
          version,
          status,
          customerName: "Kari Nordmann",
          email: kari.email,
          validUntil: new Date("2026-12-31T00:00:00Z"),
          sentBy: staffEmail,
          lines: {
            create: { position: 1, description: "Fire bilder", quantity: 4, unitPriceOre: 500000 },
          },
        });
        await db.quote.create({ data: quote(`eldre${setup.storage.name}`, 1, "superseded") });
        await db.quote.create({
          data: {
            ...quote(`godtatt${setup.storage.name}`, 2, "accepted"),
            acceptedBy: "Kari Nordmann",
          },
        });
        return { replyKey };
      }

      /** Kari in every kind, and Ola, who must come through her erasure untouched. */
      async function seedKariAndOla() {
        const kariEnquiry = await storedEnquiry(db, storage, {
          name: "Kari Nordmann",
          email: "Kari.Nordmann@Kunde.example",
          phone: "+47 912 34 567",
        });
        const kariByPhone = await storedEnquiry(db, storage, {
          name: "Kari N.",
          email: "kari@jobb.example",
          phone: "912 34 567",
        });
        const ola = await storedEnquiry(db, storage, {
          name: "Ola Hansen",
          email: "ola@hansen.example",
          phone: "22 33 44 55",
        });
        const approved = await storedProject(db, storage, {
          id: `godkjent${setup.storage.name}`,
          email: kari.email,
          approved: true,
        });
        const open = await storedProject(db, storage, {
          id: `apent${setup.storage.name}`,
          email: kari.email,
          approved: false,
        });
        await db.newsletterSubscriber.create({
          data: {
            email: kari.email,
            role: "utbygger",
            consentedAt: new Date("2026-09-01T10:00:00Z"),
            consentVersion: "2026-11",
            confirmedAt: new Date("2026-09-01T10:05:00Z"),
          },
        });
        await db.outboxMessage.create({
          data: {
            to: kari.email,
            from: "post@digitalepoteter.example",
            subject: "Velkommen til vårt nyhetsbrev!",
            text: "Hei",
            headers: {},
            attachments: [],
            status: "sent",
          },
        });
        return { kariEnquiry, kariByPhone, ola, approved, open };
      }

      it("finds a person across every kind, by address in any case, and by phone when given", async () => {
        const { kariEnquiry } = await seedKariAndOla();
        await seedMailsAndQuotes(kariEnquiry.enquiry.id);
        const groups = await findPerson(kari, staffEmail, options());
        const counts = Object.fromEntries(
          groups.map((group) => [group.kind, group.records.length]),
        );
        expect(counts).toEqual({
          tilbud: 2,
          henvendelser: 1,
          "uplasserte-eposter": 1,
          kundeprosjekter: 2,
          nyhetsbrev: 1,
          "e-post": 2,
          ansatt: 0,
        });
        const projects = groups.find((group) => group.kind === "kundeprosjekter");
        expect(projects?.records.filter((record) => record.kept)).toHaveLength(1);
        expect(projects?.keptByLaw).toContain("bokføringsloven");
        const ofKind = (found: typeof groups, kind: string) =>
          found.find((group) => group.kind === kind)?.records ?? [];
        // Her enquiry's own file and the file of her reply in its thread.
        expect(ofKind(groups, "henvendelser")[0]?.files).toEqual(["plan æøå.pdf", "svar.pdf"]);
        expect(ofKind(groups, "tilbud").filter((record) => record.kept)).toHaveLength(1);

        const withPhone = await findPerson(kariWithPhone, staffEmail, options());
        expect(ofKind(withPhone, "henvendelser").map((record) => record.details[1])).toEqual([
          "Kari.Nordmann@Kunde.example",
          "kari@jobb.example",
        ]);

        // The log says who looked and how much was found, never whom: the address only as a
        // hash keyed with the site's secret, which hashing a guessed address does not give.
        const entries = await db.personalDataLogEntry.findMany({ orderBy: { createdAt: "asc" } });
        expect(entries.map((entry) => entry.action)).toEqual(["find", "find"]);
        expect(entries[0]).toMatchObject({
          staffEmail,
          addressHash: logAddressHash("Kari <KARI.nordmann@kunde.example>"),
          counts: counts,
        });
        const guessed = createHash("sha256").update(kari.email).digest("hex");
        expect(entries.map((entry) => entry.addressHash)).not.toContain(guessed);
        expect(entries[0]?.addressHash).not.toBe(
          logAddressHash(kari.email, "en annen hemmelighet"),
        );
        expect(JSON.stringify(entries)).not.toMatch(/kari|nordmann|91234567/i);
      });

      it("finds a staff member's sessions and sign-in record", async () => {
        const staff = { email: "lise@digitalepoteter.example", phone: null };
        await db.staffSession.create({
          data: {
            tokenHash: "hash",
            sub: "lise",
            issuer: "lokal",
            email: staff.email,
            userAgent: "Firefox",
            lastSeenAt: new Date(),
            expiresAt: new Date(Date.now() + day),
          },
        });
        await db.staffSignInRecord.create({ data: { email: staff.email, failedSinceSignIn: 2 } });
        const found = await findPerson(staff, staffEmail, options());
        expect(found.find((group) => group.kind === "ansatt")?.records).toHaveLength(2);
        await erasePerson(staff, staffEmail, options());
        expect(await db.staffSession.count()).toBe(0);
        expect(await db.staffSignInRecord.count()).toBe(0);
      });

      it("exports a ZIP with a README, one JSON per kind and the person's own files byte for byte", async () => {
        const { kariEnquiry, approved } = await seedKariAndOla();
        const zip = await buffer(await exportPerson(kari, staffEmail, options()));
        const entries = await unzip(zip);
        const names = [...entries.keys()];
        expect(names).toEqual(
          expect.arrayContaining([
            "LESMEG.txt",
            "henvendelser.json",
            "kundeprosjekter.json",
            "nyhetsbrev.json",
            "e-post.json",
            "ansatt.json",
          ]),
        );
        expect(entries.get("LESMEG.txt")?.toString()).toContain("henvendelser.json: Henvendelser");

        const [enquiry] = JSON.parse(entries.get("henvendelser.json")!.toString()) as {
          melding: string;
          vedlegg: { fil: string }[];
        }[];
        expect(enquiry?.melding).toBe("Hei, dette er Kari Nordmann. Vi trenger 3D.");
        expect(entries.get(enquiry!.vedlegg[0]!.fil)?.equals(kariEnquiry.bytes)).toBe(true);

        // Her own upload is in it; the studio's render and Ola's attachment are not.
        const brief = names.find(
          (name) => name.startsWith("kundeprosjekter/") && name.endsWith("tegning.pdf"),
        );
        expect(brief && entries.get(brief)?.equals(approved.briefBytes)).toBe(true);
        expect(names.filter((name) => name.endsWith(".png"))).toEqual([]);
        expect(names.filter((name) => name.startsWith("henvendelser/"))).toHaveLength(1);

        const [subscription] = JSON.parse(entries.get("nyhetsbrev.json")!.toString()) as {
          samtykke: { versjon: string };
        }[];
        expect(subscription?.samtykke.versjon).toBe("2026-11");
        const log = await db.personalDataLogEntry.findFirstOrThrow({ where: { action: "export" } });
        expect(log.counts).toMatchObject({ henvendelser: 1, kundeprosjekter: 2 });
      });

      it("erases every record and file of the person, keeps an approval minimised, and leaves others alone", async () => {
        const { kariEnquiry, kariByPhone, ola, approved, open } = await seedKariAndOla();
        const { replyKey } = await seedMailsAndQuotes(kariEnquiry.enquiry.id);
        const result = await erasePerson(kariWithPhone, staffEmail, options());
        // Two quotes (the accepted one kept), two enquiries (one by phone) with the thread, the
        // unplaced reply, two projects, the subscription and the welcome mail; the staff's copies
        // of the enquiries go with them.
        expect(result).toEqual({
          erased: 9,
          kept: 2,
          keptLabels: ["1 godtatt tilbud", "1 godkjent kundeprosjekt"],
        });
        expect(await storage.head(replyKey)).toBeNull();
        expect(await db.enquiryMessage.count()).toBe(0);
        expect(
          await db.quote.findMany({
            select: { email: true, enquiryId: true, acceptedBy: true, lines: true },
          }),
        ).toMatchObject([
          { email: "", enquiryId: null, acceptedBy: "Kari Nordmann", lines: [{ quantity: 4 }] },
        ]);

        expect(total(await findPerson(kariWithPhone, staffEmail, options()))).toBe(0);
        for (const key of [
          kariEnquiry.key,
          kariByPhone.key,
          approved.briefKey,
          approved.renderKey,
          open.briefKey,
          open.renderKey,
        ]) {
          expect(await storage.head(key), key).toBeNull();
        }
        expect(await storage.head(ola.key)).not.toBeNull();
        expect(await db.contactRequest.findMany({ select: { email: true } })).toEqual([
          { email: "ola@hansen.example" },
        ]);
        expect(await db.outboxMessage.findMany({ select: { replyTo: true } })).toEqual([
          { replyTo: "ola@hansen.example" },
        ]);
        expect(await db.newsletterSubscriber.count()).toBe(0);

        const kept = await db.customerProject.findMany({
          include: { messages: true, files: true, rounds: true, notices: true },
        });
        expect(kept).toHaveLength(1);
        expect(kept[0]).toMatchObject({
          email: "",
          phone: "",
          address: "",
          description: "",
          company: "Nordmann Bolig AS",
          projectName: expect.stringMatching(/^Anonymisert prosjekt fra \d{2}\.\d{2}\.\d{4}$/),
          contactName: "Slettet etter personvernforespørsel",
          approvedBy: "Slettet etter personvernforespørsel",
          approvedAt: new Date("2026-10-01T12:00:00Z"),
          approvedRound: 1,
          messages: [],
          files: [],
          rounds: [],
          notices: [],
        });
        expect(await db.feedbackComment.count()).toBe(0);

        expect(await db.suppressedAddress.findMany({ select: { addressHash: true } })).toEqual([
          { addressHash: addressHash(kari.email) },
        ]);
        const log = await db.personalDataLogEntry.findFirstOrThrow({ where: { action: "erase" } });
        expect(log.counts).toMatchObject({ henvendelser: 2, kundeprosjekter: 2, nyhetsbrev: 1 });
      });

      it("finds, exports and erases mail whose From line names her with a display name, with the notifications and written mails about it, and leaves another sender's alone", async () => {
        const eve = { email: "eve@example.com", phone: null };
        const mailDir = await mkdtemp(path.join(tmpdir(), "personvern-eml-"));
        const written = createEmlTransport(mailDir);
        const staffInbox = "post@digitalepoteter.example";
        const fromLines = {
          eve: "Eve Person <eve@example.com>",
          eveAgain: '"Person, Eve" <EVE@Example.com>',
          steve: "Steve <steve@example.com>",
        };
        for (const [key, from] of Object.entries(fromLines)) {
          const subject = `Spørsmål om pris (${key})`;
          await db.enquiryMessage.create({
            data: {
              direction: "in",
              fromAddress: from,
              toAddress: "svar@digitalepoteter.example",
              subject,
              text: `Hilsen ${key}`,
              messageId: `<${key}${setup.storage.name}@kunde.example>`,
            },
          });
          // The staff's notification, as the webhook queues it: no reply address, the From
          // line in the subject (decision 238), and as the local transport wrote it.
          const notification = {
            to: staffInbox,
            from: "nettside@digitalepoteter.example",
            subject: `Uplassert e-post fra ${from}: ${subject}`,
            text: `Hilsen ${key}\n\nSe den under Uplassert`,
          };
          await db.outboxMessage.create({
            data: { ...notification, headers: {}, attachments: [], status: "sent" },
          });
          await written.send(notification);
        }
        // A mail to her, addressed with her name.
        await written.send({ to: fromLines.eve, from: staffInbox, subject: "Svar", text: "Hei" });

        const found = await findPerson(eve, staffEmail, options());
        const recordsOf = (kind: string) =>
          found.find((group) => group.kind === kind)?.records ?? [];
        expect(recordsOf("uplasserte-eposter").map((record) => record.details)).toEqual([
          [fromLines.eve],
          [fromLines.eveAgain],
        ]);
        expect(recordsOf("e-post")).toHaveLength(2);
        const entries = await unzip(await buffer(await exportPerson(eve, staffEmail, options())));
        const exported = JSON.parse(entries.get("uplasserte-eposter.json")!.toString()) as {
          fra: string;
        }[];
        expect(exported.map((mail) => mail.fra)).toEqual([fromLines.eve, fromLines.eveAgain]);

        await erasePerson(eve, staffEmail, { ...options(), mailDir });
        expect(await db.enquiryMessage.findMany({ select: { fromAddress: true } })).toEqual([
          { fromAddress: fromLines.steve },
        ]);
        expect(await db.outboxMessage.findMany({ select: { subject: true } })).toEqual([
          { subject: `Uplassert e-post fra ${fromLines.steve}: Spørsmål om pris (steve)` },
        ]);
        expect(total(await findPerson(eve, staffEmail, options()))).toBe(0);
        // The subject is non-ASCII, so the file holds it encoded: it is read decoded.
        const left = await readdir(mailDir);
        expect(left).toHaveLength(1);
        const steve = await readFile(path.join(mailDir, left[0]!), "utf8");
        expect(steve).not.toMatch(/eve@example\.com/i);
      });

      it("leaves no row but the accepted quote's with her name, names a project from an enquiry after the enquiry, and makes her links gone", async () => {
        const ingrid = { email: "ingrid@solbakken.example", phone: null };
        const name = /ingrid|solbakken/i;
        const { enquiry } = await storedEnquiry(db, storage, {
          name: "Ingrid Solbakken",
          email: ingrid.email,
          phone: "+47 913 00 000",
        });
        await db.quote.create({
          data: {
            id: `avtale${setup.storage.name}`,
            enquiryId: enquiry.id,
            version: 1,
            status: "accepted",
            customerName: "Ingrid Solbakken",
            acceptedBy: "Ingrid Solbakken",
            email: ingrid.email,
            validUntil: new Date("2026-12-31T00:00:00Z"),
            sentBy: staffEmail,
            lines: { create: { position: 1, description: "Bilder", quantity: 2, unitPriceOre: 1 } },
          },
        });
        const made = await createProjectFromEnquiry(enquiry.id, { db, storage });
        if (made.status === "not-found") throw new Error("Fant ikke henvendelsen");
        const project = await db.customerProject.findUniqueOrThrow({
          where: { id: made.projectId },
        });
        expect(project.projectName).toMatch(/^Prosjekt fra henvendelse \d{2}\.\d{2}\.\d{4}$/);
        await db.customerProject.update({
          where: { id: project.id },
          data: { approvedAt: new Date(), approvedBy: "Ingrid Solbakken", approvedRound: 2 },
        });
        // The staff's digest about her project: no reply address, her words and its link.
        await db.outboxMessage.create({
          data: {
            to: "post@digitalepoteter.example",
            from: "nettside@digitalepoteter.example",
            subject: "Nytt i tilbakemeldingene",
            text: `Nytt i ${project.projectName} (https://x.example/admin/kundeprosjekter/${project.id}):\n- Ingrid Solbakken: Lysere gulv`,
            headers: {},
            attachments: [],
          },
        });
        const other = await storedProject(db, storage, {
          id: `annen${setup.storage.name}`,
          email: "ola@hansen.example",
          approved: false,
        });

        await erasePerson(ingrid, staffEmail, options());
        for (const model of Object.values(Prisma.ModelName)) {
          const delegate = model.charAt(0).toLowerCase() + model.slice(1);
          const rows = (await (db as unknown as Record<string, { findMany(): Promise<unknown[]> }>)[
            delegate
          ]!.findMany()) as Record<string, unknown>[];
          const named = rows.filter((row) => name.test(JSON.stringify(row)));
          if (model !== "Quote") expect(named, model).toEqual([]);
          else
            expect(
              named.map(({ customerName, acceptedBy }) => ({ customerName, acceptedBy })),
            ).toEqual([{ customerName: "Ingrid Solbakken", acceptedBy: "Ingrid Solbakken" }]);
        }
        expect(await db.customerProject.findUnique({ where: { id: project.id } })).toMatchObject({
          approvedRound: 2,
        });
        for (const page of [`/prosjekt/${project.id}`, `/tilbud/avtale${setup.storage.name}`]) {
          const refused = await refuseErasedPage(page, db).catch((error: Response) => error);
          expect(refused, page).toBeInstanceOf(Response);
          expect((refused as Response).status).toBe(410);
        }
        // Someone else's link still opens.
        await expect(
          refuseErasedPage(`/prosjekt/${other.briefKey.split("/")[1]}`, db),
        ).resolves.toBeUndefined();
      });

      it("never mails an erased address again: the outbox drops it and a newsletter send skips it", async () => {
        await seedKariAndOla();
        await erasePerson(kari, staffEmail, options());

        // Someone signs her up again; the confirmation mail is dropped, Ola's goes out.
        await subscribe({ email: kari.email, role: "arkitekt" }, { db });
        await subscribe({ email: "ola@hansen.example", role: "arkitekt" }, { db });
        const { mailer, sent } = capturingMailer();
        const outcome = await processDueOutbox({
          db,
          mailer,
          storage,
          now: new Date(Date.now() + 1000),
        });
        expect(outcome).toMatchObject({ sent: 1, suppressed: 1 });
        expect(sent.map((mail) => mail.to)).toEqual(["ola@hansen.example"]);
        expect(await db.outboxMessage.count({ where: { to: kari.email } })).toBe(0);

        // Even confirmed by a back door, a campaign does not reach her.
        await db.newsletterSubscriber.updateMany({ data: { confirmedAt: new Date() } });
        const draft = await saveDraft(
          { subject: "Utgave", markdown: "Tekst", roles: ["arkitekt"] },
          db,
        );
        expect(await sendDraft(draft.id, db)).toEqual({ status: "sent", recipientCount: 1 });
        const queued = await db.outboxMessage.findMany({ where: { campaignId: draft.id } });
        expect(queued.map((mail) => mail.to)).toEqual(["ola@hansen.example"]);
      });

      it("deletes enquiries past the retention period that never became a project, with their files", async () => {
        const now = new Date("2027-12-15T12:00:00Z");
        const periods = retentionPeriods(parseConfig({ ENQUIRY_RETENTION_MONTHS: "18" }));
        const monthsAgo = (months: number, extraDays: number) => {
          const date = new Date(now);
          date.setUTCMonth(date.getUTCMonth() - months);
          return new Date(date.getTime() - extraDays * day);
        };
        const expired = await storedEnquiry(db, storage, {
          name: "Gammel",
          email: "gammel@kunde.example",
          phone: "11111111",
          createdAt: monthsAgo(18, 1),
        });
        const recent = await storedEnquiry(db, storage, {
          name: "Ny",
          email: "ny@kunde.example",
          phone: "22222222",
          createdAt: monthsAgo(18, -1),
        });
        const customer = await storedEnquiry(db, storage, {
          name: "Kunde",
          email: "Kunde@Kunde.example",
          phone: "33333333",
          createdAt: monthsAgo(30, 0),
        });
        await storedProject(db, storage, {
          id: `kunde${setup.storage.name}`,
          email: "kunde@kunde.example",
          approved: false,
        });

        expect(await deleteExpiredEnquiries({ db, storage, now, periods })).toBe(1);
        expect(await storage.head(expired.key)).toBeNull();
        expect(await storage.head(recent.key)).not.toBeNull();
        expect(await storage.head(customer.key)).not.toBeNull();
        expect(
          (await db.contactRequest.findMany({ select: { name: true } }))
            .map((row) => row.name)
            .sort(),
        ).toEqual(["Kunde", "Ny"]);
        expect(await db.outboxMessage.count({ where: { replyTo: "gammel@kunde.example" } })).toBe(
          0,
        );

        // The privacy page states the same periods the jobs apply.
        const policy = renderLegalPage(privacyPolicy, defaultCompanyFacts, periods).bodyHtml;
        expect(policy).toContain("sammen med vedleggene 18 måneder etter at de kom inn");
        expect(policy).toContain(`etter ${periods.unconfirmedSignUpDays} dager`);
        await subscribe({ email: "ubekreftet@kunde.example", role: "annet" }, { db, now });
        const after = (days: number) => new Date(now.getTime() + days * day);
        expect(
          await deleteUnconfirmedSubscribers({ db, now: after(periods.unconfirmedSignUpDays - 1) }),
        ).toBe(0);
        expect(
          await deleteUnconfirmedSubscribers({ db, now: after(periods.unconfirmedSignUpDays + 1) }),
        ).toBe(1);
      });

      it("deletes a delivered project's files once the period since its last delivery has passed, and keeps the project and a younger one's files", async () => {
        const now = new Date("2028-06-15T12:00:00Z");
        const periods = retentionPeriods(parseConfig({ PROJECT_FILE_RETENTION_MONTHS: "6" }));
        const monthsAgo = (months: number, extraDays: number) => {
          const date = new Date(now);
          date.setUTCMonth(date.getUTCMonth() - months);
          return new Date(date.getTime() - extraDays * day);
        };
        const deliver = async (projectId: string, name: string, createdAt: Date) => {
          const key = `customer_project_files/${projectId}/${name}`;
          await storage.put(key, randomBytes(512), { contentType: "image/jpeg" });
          await db.customerProjectFile.create({
            data: {
              projectId,
              storageKey: key,
              originalName: name,
              contentType: "image/jpeg",
              size: 512,
              delivery: true,
              createdAt,
            },
          });
          return key;
        };
        const project = async (name: string) => {
          const id = `${name}${setup.storage.name}`;
          const stored = await storedProject(db, storage, {
            id,
            email: `${name}@prosjekt.example`,
            approved: true,
          });
          return { id, keys: [stored.briefKey, stored.renderKey] };
        };
        const expired = await project("levertlengesiden");
        expired.keys.push(
          await deliver(expired.id, "forste.jpg", monthsAgo(9, 0)),
          await deliver(expired.id, "siste.jpg", monthsAgo(6, 1)),
        );
        // Its first delivery is as old, but the period runs from the last one.
        const young = await project("nyliglevert");
        young.keys.push(
          await deliver(young.id, "forste.jpg", monthsAgo(9, 0)),
          await deliver(young.id, "siste.jpg", monthsAgo(6, -1)),
        );
        const undelivered = await project("ikkelevert");

        expect(await deleteExpiredProjectFiles({ db, storage, now, periods })).toBe(1);
        for (const key of expired.keys) expect(await storage.head(key), key).toBeNull();
        for (const key of [...young.keys, ...undelivered.keys])
          expect(await storage.head(key), key).not.toBeNull();
        const filesOf = (projectId: string) =>
          Promise.all([
            db.customerProjectFile.count({ where: { projectId } }),
            db.feedbackImage.count({ where: { round: { projectId } } }),
          ]);
        expect(await filesOf(expired.id)).toEqual([0, 0]);
        expect(await filesOf(young.id)).toEqual([3, 1]);
        expect(await filesOf(undelivered.id)).toEqual([1, 1]);
        // The project, its messages and the approval the accounts keep are not files.
        const kept = await db.customerProject.findUniqueOrThrow({
          where: { id: expired.id },
          include: { messages: true },
        });
        expect(kept).toMatchObject({ approvedBy: "Kari Nordmann", filesDeletedAt: now });
        expect(kept.messages).toHaveLength(1);
        // Delivered once, it does not turn back into a project waiting for its final files.
        expect(await countProjectsWaitingForStaff(db)).toBe(2);
        expect(await deleteExpiredProjectFiles({ db, storage, now, periods })).toBe(0);

        expect(renderLegalPage(privacyPolicy, defaultCompanyFacts, periods).bodyHtml).toContain(
          "Vi sletter prosjektfilene 6 måneder etter siste levering.",
        );
      });
    },
  );
}

describe("retention settings", () => {
  it("default to 12 months for enquiries, 30 days for unconfirmed sign-ups, 24 months for project files and the host's 30 days for logs, as the policy says", () => {
    const periods = retentionPeriods(parseConfig({}));
    expect(periods).toEqual({
      enquiryMonths: 12,
      unconfirmedSignUpDays: 30,
      projectFileMonths: 24,
      serverLogDays: 30,
    });
    const policy = renderLegalPage(privacyPolicy, defaultCompanyFacts, periods).bodyHtml;
    expect(policy).toContain("12 måneder etter at de kom inn");
    expect(policy).toContain("prosjektfilene 24 måneder etter siste levering");
    expect(policy).toContain("oppbevares hos driftsleverandøren vår og slettes etter 30 dager");
  });
});

describe.skipIf(kinds[0]!.skipReason !== "")("a large export", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await kinds[0]!.create();
  });
  afterAll(() => database?.drop());

  it("streams a person's 200 MB attachment without holding it in memory", async () => {
    const size = 200 * 1024 * 1024;
    const chunk = Buffer.alloc(1024 * 1024, 7);
    const key = "contact_attachments/stor/modell.ifc";
    const object = { key, contentType: "application/x-step", size, lastModified: new Date() };
    // A stored file made up as it is read, so only what the export itself holds is counted.
    const storage = {
      head: async () => object,
      get: async () => ({
        object,
        body: Readable.from(
          (function* () {
            for (let sent = 0; sent < size; sent += chunk.length) yield chunk;
          })(),
        ),
      }),
    } as unknown as FileStorage;
    const enquiry = await database.db.contactRequest.create({
      data: { name: "Stor Fil", email: "stor@kunde.example", phone: "99999999" },
    });
    await database.db.contactAttachment.create({
      data: {
        contactRequestId: enquiry.id,
        storageKey: key,
        originalName: "modell.ifc",
        contentType: "application/x-step",
        size,
      },
    });

    const before = process.memoryUsage().arrayBuffers;
    let peak = before;
    let zipped = 0;
    const zip = await exportPerson({ email: "stor@kunde.example", phone: null }, staffEmail, {
      db: database.db,
      storage,
    });
    for await (const part of zip) {
      zipped += (part as Buffer).length;
      peak = Math.max(peak, process.memoryUsage().arrayBuffers);
    }
    expect(zipped).toBeGreaterThan(size);
    expect(peak - before).toBeLessThan(32 * 1024 * 1024);
  }, 60_000);
});
