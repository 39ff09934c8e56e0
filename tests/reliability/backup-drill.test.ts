import { createHash, randomBytes } from "node:crypto";
import { cp, mkdir, readdir, readFile, stat, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createDatabaseClient, type Database, newCapabilityId } from "~/db/index.server";
import { createLocalStorage } from "~/storage/local.server";
import { createS3Storage } from "~/storage/s3.server";
import type { FileStorage } from "~/storage/storage";
import { hop } from "../integration/staff-sign-in/oidc-flow";
import { createPostgresTarget } from "../support/databases";
import { startS3rver } from "../support/s3rver";
import { type CommandResult, runBackupScript } from "./support/backups";
import {
  enquiryForm,
  fetchFormToken,
  newsletterForm,
  pdfBytes,
  sendEnquiry,
} from "./support/forms";
import { newDataDir, type RunningServer, startProductionServer } from "./support/production-server";
import { signInAsStaff } from "./support/staff";

/**
 * The restore drill (issue 42): a site with enquiries and their attachments, subscribers and a
 * customer project with a feedback round and pins is backed up while enquiries keep arriving,
 * restored into an empty site, and a new server on it shows all of it. Once on SQLite with
 * local files and once on PostgreSQL with an S3 bucket.
 */

type Site = {
  dataDir: string;
  /** What a server (and the backup commands beside it) needs to use this site's data. */
  env: Record<string, string>;
  /** The test's own view of what the site holds. */
  db: Database;
  storage: FileStorage;
  drop(): Promise<unknown>;
};

type SiteKind = { name: string; skipReason: string; create(): Promise<Site> };

const postgresUrl = inject("postgresUrl");

function siteKinds(): SiteKind[] {
  return [
    {
      name: "SQLite og lokale filer",
      skipReason: "",
      async create() {
        const dataDir = newDataDir();
        const db = createDatabaseClient({ provider: "sqlite", file: path.join(dataDir, "app.db") });
        const storage = createLocalStorage({
          root: path.join(dataDir, "uploads"),
          linkBaseUrl: "http://127.0.0.1/filer",
          linkSecret: "drill",
        });
        return { dataDir, env: {}, db, storage, drop: () => db.$disconnect() };
      },
    },
    {
      name: "PostgreSQL og S3",
      skipReason: postgresUrl ? "" : inject("postgresSkipReason"),
      async create() {
        const [database, s3] = await Promise.all([
          createPostgresTarget(postgresUrl ?? ""),
          startS3rver({ bucket: "sikkerhetskopi-drill" }),
        ]);
        if (database.target.provider !== "postgresql") throw new Error("forventet PostgreSQL");
        const db = createDatabaseClient(database.target);
        const storage = createS3Storage({
          bucket: s3.bucket,
          region: s3.region,
          endpoint: s3.url,
          forcePathStyle: true,
          credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
        });
        const env = {
          DATABASE_URL: database.target.url,
          S3_BUCKET: s3.bucket,
          S3_ENDPOINT: s3.url,
          S3_FORCE_PATH_STYLE: "true",
          S3_REGION: s3.region,
          AWS_ACCESS_KEY_ID: s3.accessKeyId,
          AWS_SECRET_ACCESS_KEY: s3.secretAccessKey,
        };
        return {
          dataDir: newDataDir(),
          env,
          db,
          storage,
          drop: () => Promise.all([db.$disconnect().then(database.drop), s3.stop()]),
        };
      },
    },
  ];
}

/** A PDF no other attachment shares a byte pattern with. */
const uniquePdf = (size: number) => {
  const bytes = pdfBytes(size);
  randomBytes(size - 16).copy(bytes, 16);
  return bytes;
};

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

async function storedBytes(storage: FileStorage, key: string) {
  const stored = await storage.get(key);
  if (!stored) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stored.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Everything the drill compares between the site and its restored copy, in a stable order. */
async function siteRows(db: Database) {
  return {
    subscribers: await db.newsletterSubscriber.findMany({ orderBy: { email: "asc" } }),
    projects: await db.customerProject.findMany({
      orderBy: { id: "asc" },
      include: {
        messages: { orderBy: { id: "asc" } },
        rounds: {
          orderBy: { number: "asc" },
          include: {
            images: {
              orderBy: { id: "asc" },
              include: {
                pins: {
                  orderBy: { number: "asc" },
                  include: { comments: { orderBy: { id: "asc" } } },
                },
              },
            },
          },
        },
      },
    }),
  };
}

const enquiriesOf = (db: Database) =>
  db.contactRequest.findMany({
    orderBy: { id: "asc" },
    include: { attachments: { orderBy: { id: "asc" } } },
  });

for (const kind of siteKinds()) {
  describe.skipIf(kind.skipReason !== "")(
    `sikkerhetskopi og gjenoppretting på ${kind.name}${kind.skipReason ? ` (hoppet over: ${kind.skipReason})` : ""}`,
    { timeout: 120_000 },
    () => {
      let source: Site;
      let target: Site;
      let sourceServer: RunningServer;
      let restoredServer: RunningServer | undefined;
      const backupDir = path.join(
        os.tmpdir(),
        `drill-${kind.skipReason ? "x" : newCapabilityId()}`,
      );
      /** Each enquiry's attachments as the visitor sent them, by the enquiry's e-mail. */
      const sentFiles = new Map<string, { name: string; bytes: Buffer }[]>();
      const posts: { email: string; startedAt: number; endedAt: number; status: number }[] = [];
      let backup: CommandResult;
      let backupWindow: { startedAt: number; endedAt: number };
      let feedbackImage: { key: string; bytes: Buffer };

      async function postEnquiry(token: string, index: number, fileCount: number) {
        const files = Array.from({ length: fileCount }, (_, file) => ({
          name: `tegning-${index}-${file}.pdf`,
          bytes: uniquePdf(8_000 + index * 10 + file),
        }));
        sentFiles.set(`kunde${index}@example.com`, files);
        const startedAt = performance.now();
        const { status } = await sendEnquiry(sourceServer.url, enquiryForm(token, index, files));
        posts.push({
          email: `kunde${index}@example.com`,
          startedAt,
          endedAt: performance.now(),
          status,
        });
      }

      async function seedCustomerProject() {
        feedbackImage = {
          key: `feedback_rounds/bilde-${newCapabilityId()}.jpg`,
          bytes: randomBytes(30_000),
        };
        await source.storage.put(feedbackImage.key, feedbackImage.bytes, {
          contentType: "image/jpeg",
        });
        const project = await source.db.customerProject.create({
          data: {
            id: newCapabilityId(),
            contactName: "Kari Kunde",
            email: "kari@example.com",
            projectName: "Sjøsiden panorama",
            projectType: "leiligheter",
            services: ["3d-visualisering"],
            messages: { create: { author: "customer", body: "Her er plantegningene." } },
          },
        });
        await source.db.feedbackRound.create({
          data: {
            projectId: project.id,
            number: 1,
            images: {
              create: {
                title: "Stue mot sjøen",
                storageKey: feedbackImage.key,
                contentType: "image/jpeg",
                size: feedbackImage.bytes.length,
                width: 1920,
                height: 1080,
                pins: {
                  create: [
                    {
                      number: 1,
                      x: 0.25,
                      y: 0.5,
                      comments: { create: { author: "customer", body: "Lysere gulv" } },
                    },
                    {
                      number: 2,
                      x: 0.75,
                      y: 0.3,
                      comments: { create: { author: "staff", body: "Fikset" } },
                    },
                  ],
                },
              },
            },
          },
        });
        return project;
      }

      beforeAll(async () => {
        [source, target] = await Promise.all([kind.create(), kind.create()]);
        sourceServer = await startProductionServer({ dataDir: source.dataDir, env: source.env });
        const token = await fetchFormToken(sourceServer.url);
        for (const index of [0, 1, 2]) await postEnquiry(token, index, 2);
        for (const email of ["arkitekt@example.com", "megler@example.com"]) {
          const signup = await fetch(`${sourceServer.url}/nyhetsbrev`, {
            method: "POST",
            body: newsletterForm(token, email),
            redirect: "manual",
          });
          expect(signup.status).toBe(303);
        }
        await seedCustomerProject();

        // Visitors keep sending enquiries, three at a time, until the backup has finished.
        let arriving = true;
        let next = 100;
        const visitors = Array.from({ length: 3 }, async () => {
          while (arriving) await postEnquiry(token, next++, 1);
        });
        const startedAt = performance.now();
        backup = await runBackupScript("backup", backupDir, source);
        backupWindow = { startedAt, endedAt: performance.now() };
        arriving = false;
        await Promise.all(visitors);
      });

      afterAll(async () => {
        await Promise.all([sourceServer?.stop("SIGKILL"), restoredServer?.stop("SIGKILL")]);
        await Promise.all([source?.drop(), target?.drop()]);
      });

      it("takes the backup while enquiries arrive, and every visitor is answered", () => {
        expect(backup, backup.stderr).toMatchObject({ code: 0 });
        expect(backup.stdout).toContain("Sikkerhetskopien er tatt");
        const during = posts.filter(
          (post) => post.startedAt < backupWindow.endedAt && post.endedAt > backupWindow.startedAt,
        );
        expect(during.length).toBeGreaterThan(0);
        expect(posts.filter((post) => post.status !== 303)).toEqual([]);
      });

      it("refuses a backup with a changed file, and restores nothing", async () => {
        const tampered = `${backupDir}-endret`;
        await cp(backupDir, tampered, { recursive: true });
        const manifest = JSON.parse(
          await readFile(path.join(tampered, "manifest.json"), "utf8"),
        ) as {
          files: { key: string }[];
        };
        const attachment = manifest.files.find(({ key }) => key !== feedbackImage.key)!;
        const file = path.join(tampered, "files", attachment.key);
        const bytes = await readFile(file);
        await writeFile(file, Buffer.concat([bytes, Buffer.from("endret")]));

        const refused = await runBackupScript("restore", tampered, target);
        expect(refused.code).toBe(1);
        expect(refused.stderr).toContain(`Sjekksummen for ${attachment.key} stemmer ikke`);
        expect(await target.storage.list("")).toEqual([]);
      });

      it("refuses a file changed together with its checksum in manifest.json, and writes nothing", async () => {
        const tampered = `${backupDir}-omsignert`;
        await cp(backupDir, tampered, { recursive: true });
        const manifestFile = path.join(tampered, "manifest.json");
        const manifest = JSON.parse(await readFile(manifestFile, "utf8")) as {
          signature?: string;
          files: { key: string; size: number; sha256: string }[];
        };
        expect(manifest.signature).toMatch(/^[0-9a-f]{64}$/);
        const attachment = manifest.files.find(({ key }) => key !== feedbackImage.key)!;
        const changed = Buffer.from("%PDF-1.7 en annen tegning");
        await writeFile(path.join(tampered, "files", attachment.key), changed);
        Object.assign(attachment, { size: changed.length, sha256: sha256(changed) });
        await writeFile(manifestFile, JSON.stringify(manifest));
        const targetFolder = await readdir(target.dataDir, { recursive: true });

        const refused = await runBackupScript("restore", tampered, target);
        expect(refused.code).toBe(1);
        expect(refused.stderr).toContain("Signaturen i manifest.json stemmer ikke");
        // Without its signature it is refused as well, unless the operator says otherwise.
        delete manifest.signature;
        await writeFile(manifestFile, JSON.stringify(manifest));
        const unsigned = await runBackupScript("restore", tampered, target);
        expect(unsigned.code).toBe(1);
        expect(unsigned.stderr).toContain("Sikkerhetskopien er ikke signert");
        expect(await target.storage.list("")).toEqual([]);
        expect(await readdir(target.dataDir, { recursive: true })).toEqual(targetFolder);
      });

      it("closes an existing empty folder to its owner: the folder 0700, every file 0600", async () => {
        const existing = `${backupDir}-fantes`;
        await mkdir(existing, { mode: 0o755 });
        const taken = await runBackupScript("backup", existing, source);
        expect(taken, taken.stderr).toMatchObject({ code: 0 });
        const mode = async (file: string) => (await stat(file)).mode & 0o777;
        expect(await mode(existing)).toBe(0o700);
        const entries = await readdir(existing, { recursive: true, withFileTypes: true });
        const modes = await Promise.all(
          entries.map(async (entry) => ({
            name: entry.name,
            mode: await mode(path.join(entry.parentPath, entry.name)),
            folder: entry.isDirectory(),
          })),
        );
        expect(modes.filter(({ folder, mode }) => mode !== (folder ? 0o700 : 0o600))).toEqual([]);
        expect(modes.map(({ name }) => name)).toEqual(
          expect.arrayContaining([
            "manifest.json",
            source.env.DATABASE_URL ? "database.pgdump" : "database.sqlite",
          ]),
        );
      });

      it("refuses a backup from newer code, whose latest migration this code does not know", async () => {
        const newer = `${backupDir}-nyere`;
        await cp(backupDir, newer, { recursive: true });
        const manifestFile = path.join(newer, "manifest.json");
        const manifest = JSON.parse(await readFile(manifestFile, "utf8")) as Record<
          string,
          unknown
        >;
        await writeFile(
          manifestFile,
          JSON.stringify({ ...manifest, migration: "29991231000000_fra_en_nyere_versjon" }),
        );

        // Changed by hand, so unsigned: the operator's word lets it on to the migration check.
        const refused = await runBackupScript("restore", newer, target, ["--allow-unsigned"]);
        expect(refused.code).toBe(1);
        expect(refused.stderr).toContain("nyere versjon av nettstedet");
        expect(await target.storage.list("")).toEqual([]);
      });

      it("restores into the empty site, where a new server shows every row and every file", async () => {
        const restored = await runBackupScript("restore", backupDir, target);
        expect(restored, restored.stderr).toMatchObject({ code: 0 });
        restoredServer = await startProductionServer({ dataDir: target.dataDir, env: target.env });

        expect(await siteRows(target.db)).toEqual(await siteRows(source.db));
        const sourceEnquiries = await enquiriesOf(source.db);
        const restoredEnquiries = await enquiriesOf(target.db);
        // Every enquiry answered before the backup began is in it; one that came during it may
        // be, and then whole.
        const answeredBefore = posts.filter((post) => post.endedAt < backupWindow.startedAt);
        expect(restoredEnquiries.map(({ email }) => email)).toEqual(
          expect.arrayContaining(answeredBefore.map(({ email }) => email)),
        );
        for (const enquiry of restoredEnquiries) {
          expect(enquiry).toEqual(sourceEnquiries.find(({ id }) => id === enquiry.id));
        }

        const staff = await signInAsStaff(restoredServer);
        for (const enquiry of restoredEnquiries) {
          const sent = sentFiles.get(enquiry.email)!;
          expect(enquiry.attachments.map(({ originalName }) => originalName).sort()).toEqual(
            sent.map(({ name }) => name).sort(),
          );
          for (const attachment of enquiry.attachments) {
            const download = await hop(
              staff,
              `${restoredServer.url}/admin/henvendelser/${enquiry.id}/vedlegg/${attachment.id}`,
            );
            expect(download.status).toBe(200);
            const bytes = Buffer.from(await download.arrayBuffer());
            expect(sha256(bytes)).toBe(
              sha256(sent.find(({ name }) => name === attachment.originalName)!.bytes),
            );
          }
        }
        const restoredImage = await storedBytes(target.storage, feedbackImage.key);
        expect(restoredImage && sha256(restoredImage)).toBe(sha256(feedbackImage.bytes));

        const [project] = (await siteRows(target.db)).projects;
        const page = await fetch(`${restoredServer.url}/prosjekt/${project!.id}`);
        expect(page.status).toBe(200);
        expect(await page.text()).toContain("Sjøsiden panorama");
      });

      it("refuses to restore over a site that holds data", async () => {
        const refused = await runBackupScript("restore", backupDir, target);
        expect(refused.code).toBe(1);
        expect(refused.stderr).toContain("er ikke tom");
      });
    },
  );
}
