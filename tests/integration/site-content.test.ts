import { parseWithZod } from "@conform-to/zod/v4";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createDatabaseClient } from "~/db/index.server";
import { log } from "~/observability/index.server";
import { contentDocuments } from "~/site-content/documents";
import { companyDefaults } from "~/site-content/documents/company";
import { editorSchema } from "~/site-content/editor-schema";
import { homeDefaults } from "~/site-content/documents/home";
import { newestValid } from "~/site-content/read.server";
import {
  listVersions,
  publishDraft,
  readDraft,
  restoreVersion,
  saveDraft,
} from "~/site-content/store.server";
import { databaseKinds, type TestDatabase } from "../support/databases";

const anne = { email: "anne@digitalepoteter.example", name: "Anne" };
const bo = { email: "bo@digitalepoteter.example", name: "Bo" };
const withPhone = (phone: string) => ({ ...companyDefaults, phone });

/** The fields as the editor's form posts them: `content.faq.items[0].question` and so on. */
function editorForm(content: unknown) {
  const form = new FormData();
  const add = (value: unknown, name: string) => {
    if (Array.isArray(value)) value.forEach((item, index) => add(item, `${name}[${index}]`));
    else if (typeof value === "object" && value !== null)
      for (const [key, child] of Object.entries(value)) add(child, `${name}.${key}`);
    else form.append(name, String(value));
  };
  add(content, "content");
  form.append("intent", "publish");
  form.append("revision", "0");
  return form;
}

for (const kind of databaseKinds("concurrency")) {
  describe.skipIf(kind.skipReason !== "")(
    `editable content on ${kind.name}${kind.skipReason ? ` (hoppet over: ${kind.skipReason})` : ""}`,
    () => {
      let database: TestDatabase;
      beforeAll(async () => {
        database = await kind.create();
      });
      afterAll(async () => database?.drop());

      it("shows the defaults until something is published, and a draft to nobody", async () => {
        const db = database.db;
        expect(await newestValid("company", { db })).toEqual(companyDefaults);
        const saved = await saveDraft("company", withPhone("411 11 111"), {
          basedOn: 0,
          editor: anne,
          db,
        });
        expect(saved).toEqual({ ok: true, revision: 1 });
        expect(await newestValid("company", { db })).toEqual(companyDefaults);
        expect(await readDraft("company", { db })).toMatchObject({
          revision: 1,
          savedBy: "Anne",
          publishedRevision: null,
        });
      });

      it("refuses a save based on an older revision and says who saved what", async () => {
        const db = database.db;
        const refused = await saveDraft("company", withPhone("422 22 222"), {
          basedOn: 0,
          editor: bo,
          db,
        });
        expect(refused).toMatchObject({
          ok: false,
          current: { revision: 1, savedBy: "Anne", data: { phone: "411 11 111" } },
        });
        expect((await readDraft("company", { db }))?.data).toMatchObject({ phone: "411 11 111" });
      });

      it("lets exactly one of two editors who opened the same revision save, across connections", async () => {
        const other = createDatabaseClient(database.target);
        try {
          const results = await Promise.all([
            saveDraft("faq", { heading: "A" }, { basedOn: 0, editor: anne, db: database.db }),
            saveDraft("faq", { heading: "B" }, { basedOn: 0, editor: bo, db: other }),
          ]);
          expect(results.filter((result) => result.ok)).toHaveLength(1);
          expect(results.filter((result) => !result.ok)).toHaveLength(1);
        } finally {
          await other.$disconnect();
        }
      });

      it("publishes versions with who and when, and restores an earlier one as a new version", async () => {
        const db = database.db;
        expect(
          await publishDraft("company", withPhone("411 11 111"), {
            basedOn: 1,
            editor: anne,
            db,
            defaults: companyDefaults,
          }),
        ).toEqual({ ok: true, revision: 2 });
        expect((await newestValid("company", { db })).phone).toBe("411 11 111");
        expect(
          await publishDraft("company", withPhone("433 33 333"), {
            basedOn: 2,
            editor: bo,
            db,
            defaults: companyDefaults,
          }),
        ).toEqual({ ok: true, revision: 3 });
        expect((await newestValid("company", { db })).phone).toBe("433 33 333");

        expect(await restoreVersion("company", 2, { editor: anne, db })).toBe(4);
        expect((await newestValid("company", { db })).phone).toBe("411 11 111");
        const versions = await listVersions("company", { db });
        expect(versions.map((version) => [version.version, version.publishedBy])).toEqual([
          [4, "Anne"],
          [3, "Bo"],
          [2, "Anne"],
          [1, "Standardtekst fra nettstedet"],
        ]);
        const first = await db.contentVersion.findUnique({
          where: { key_version: { key: "company", version: 1 } },
        });
        expect(first?.data).toEqual(companyDefaults);
        expect(versions[0]!.publishedAt).toBeInstanceOf(Date);
        // The restore moved the draft on: a form still holding revision 3 is told.
        const stale = await saveDraft("company", withPhone("444 44 444"), {
          basedOn: 3,
          editor: bo,
          db,
        });
        expect(stale).toMatchObject({ ok: false, current: { revision: 4 } });
        expect(await restoreVersion("company", 99, { editor: anne, db })).toBeNull();
      });

      it("falls back to the last valid version when the newest no longer fits, and logs it", async () => {
        const db = database.db;
        await db.contentVersion.create({
          data: { key: "company", version: 5, data: { phone: 12 }, publishedBy: "Migrering" },
        });
        const logged = vi.spyOn(log, "error").mockImplementation(() => undefined);
        try {
          expect((await newestValid("company", { db })).phone).toBe("411 11 111");
          expect(logged).toHaveBeenCalledWith(
            expect.objectContaining({ key: "company", version: 5 }),
            expect.stringContaining("forrige gyldige versjon"),
          );
        } finally {
          logged.mockRestore();
        }
      });

      it("publishes a service page's copy and search texts, and reads them back as sent", async () => {
        const db = database.db;
        const { defaults } = contentDocuments["tjeneste-fotomontasje"];
        const edited = {
          ...defaults,
          seo: { ...defaults.seo, description: "Fotomontasje på tomten – æøå 🏡" },
          lead: "Se bygget på tomten før søknaden sendes.",
          howItWorks: { ...defaults.howItWorks, steps: defaults.howItWorks.steps.toReversed() },
        };
        expect(await newestValid("tjeneste-fotomontasje", { db })).toEqual(defaults);
        expect(
          await publishDraft("tjeneste-fotomontasje", edited, {
            basedOn: 0,
            editor: anne,
            db,
            defaults,
          }),
        ).toEqual({ ok: true, revision: 1 });
        expect(await newestValid("tjeneste-fotomontasje", { db })).toEqual(edited);
        expect(await newestValid("tjeneste-drone", { db })).toEqual(
          contentDocuments["tjeneste-drone"].defaults,
        );
      });

      it("refuses an over-long search description from the form, and skips one stored past the limit", async () => {
        const db = database.db;
        const document = contentDocuments["tjeneste-fotomontasje"];
        const published = await newestValid("tjeneste-fotomontasje", { db });
        const tooLong = { ...published, seo: { ...published.seo, description: "å".repeat(201) } };

        const submission = parseWithZod(editorForm(tooLong), { schema: editorSchema(document) });
        expect(submission.status).toBe("error");
        expect(submission.reply().error).toEqual({
          "content.seo.description": ["Beskrivelse i søkeresultater kan være høyst 200 tegn."],
        });
        const valid = parseWithZod(editorForm(published), { schema: editorSchema(document) });
        expect(valid.status).toBe("success");

        await db.contentVersion.create({
          data: {
            key: "tjeneste-fotomontasje",
            version: 3,
            data: tooLong,
            publishedBy: "Migrering",
          },
        });
        const logged = vi.spyOn(log, "error").mockImplementation(() => undefined);
        try {
          expect(await newestValid("tjeneste-fotomontasje", { db })).toEqual(published);
          expect(logged).toHaveBeenCalledWith(
            expect.objectContaining({ key: "tjeneste-fotomontasje", version: 3 }),
            expect.any(String),
          );
        } finally {
          logged.mockRestore();
        }
      });

      it("publishes the home page's hero title and testimonial, and never shows a stored hero title over 80 characters", async () => {
        const db = database.db;
        expect(await newestValid("home", { db })).toEqual(homeDefaults);
        const edited = {
          ...homeDefaults,
          hero: { ...homeDefaults.hero, heading: "Vi tegner det som ennå ikke finnes – ærlig 🏠" },
          testimonials: {
            ...homeDefaults.testimonials,
            items: [{ quote: "<script>alert(1)</script>", author: "Åse", role: "Megler" }],
          },
        };
        expect(
          await publishDraft("home", edited, {
            basedOn: 0,
            editor: anne,
            db,
            defaults: homeDefaults,
          }),
        ).toEqual({ ok: true, revision: 1 });
        expect(await newestValid("home", { db })).toEqual(edited);

        const tooLong = { ...edited, hero: { ...edited.hero, heading: "x".repeat(81) } };
        const latest = (await listVersions("home", { db }))[0]!.version;
        await db.contentVersion.create({
          data: { key: "home", version: latest + 1, data: tooLong, publishedBy: "Migrering" },
        });
        const logged = vi.spyOn(log, "error").mockImplementation(() => undefined);
        try {
          expect((await newestValid("home", { db })).hero.heading).toBe(edited.hero.heading);
        } finally {
          logged.mockRestore();
        }
      });
    },
  );
}
