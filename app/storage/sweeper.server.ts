import { getConfig } from "~/config/index.server";
import { log } from "~/observability/index.server";
import { startPeriodicJob } from "~/jobs/index.server";
import { type Database, prisma } from "~/db/index.server";
import { type FileStorage, getStorage } from "~/storage/index.server";

/** Folders that only hold files some row points to; anything else there is left over. */
const UPLOAD_PREFIXES = [
  "contact_attachments/",
  "customer_project_files/",
  "enquiry_mail_attachments/",
  "feedback_rounds/",
  "illustrations/",
  "portfolio/",
  "quote_pdfs/",
];

type SweepOptions = {
  db?: Database;
  storage?: FileStorage;
  now?: Date;
  /** An object younger than this may belong to a form still being received. */
  graceSeconds?: number;
};

/**
 * Deletes stored uploads no row references (decision 093): files a crashed or killed server
 * stored before it could commit their row. Objects are listed before the references are
 * read, so a row committed in between protects its files.
 */
async function sweepOrphanedUploads({
  db = prisma,
  storage = getStorage(),
  now = new Date(),
  graceSeconds = getConfig().STORAGE_SWEEP_GRACE_SECONDS,
}: SweepOptions = {}) {
  const cutoff = now.getTime() - graceSeconds * 1000;
  // A temporary file that old belongs to no upload still running.
  const temporary = await storage.sweepTemporary(new Date(cutoff));
  const listed = (await Promise.all(UPLOAD_PREFIXES.map((prefix) => storage.list(prefix)))).flat();
  const candidates = listed.filter((object) => object.lastModified.getTime() < cutoff);
  if (!candidates.length) return { deleted: [] as string[], temporary };
  const referenced = await referencedKeys(db);
  const orphans = candidates.map((object) => object.key).filter((key) => !referenced.has(key));
  for (const key of orphans) await storage.delete(key);
  return { deleted: orphans, temporary };
}

async function referencedKeys(db: Database) {
  const [attachments, mailFiles, projectFiles, renders, illustrations, images, covers, outbox] =
    await Promise.all([
      db.contactAttachment.findMany({ select: { storageKey: true } }),
      db.enquiryMessageAttachment.findMany({ select: { storageKey: true } }),
      db.customerProjectFile.findMany({ select: { storageKey: true } }),
      db.feedbackImage.findMany({ select: { storageKey: true } }),
      db.illustration.findMany({ select: { imagePath: true } }),
      db.portfolioImage.findMany({ select: { storageKey: true } }),
      db.portfolioProject.findMany({
        where: { coverKey: { not: null } },
        select: { coverKey: true },
      }),
      db.outboxMessage.findMany({ select: { attachments: true } }),
    ]);
  return new Set<string>([
    ...attachments.map((row) => row.storageKey),
    ...mailFiles.map((row) => row.storageKey),
    ...projectFiles.map((row) => row.storageKey),
    ...renders.map((row) => row.storageKey),
    ...illustrations.map((row) => row.imagePath),
    ...images.map((row) => row.storageKey),
    ...covers.map((row) => row.coverKey ?? ""),
    ...outbox.flatMap((row) =>
      (row.attachments as { storageKey: string }[]).map((attachment) => attachment.storageKey),
    ),
  ]);
}

/**
 * Sweeps once at start and then every STORAGE_SWEEP_INTERVAL_SECONDS in this process.
 * Returns a stop function that waits for a sweep in progress, for a clean shutdown.
 */
export function startStorageSweeper({
  intervalMs = getConfig().STORAGE_SWEEP_INTERVAL_SECONDS * 1000,
  ...options
}: Omit<SweepOptions, "now"> & { intervalMs?: number } = {}) {
  return startPeriodicJob({
    name: "Opprydding i lagrede filer",
    intervalMs,
    run: async () => {
      const { deleted, temporary } = await sweepOrphanedUploads(options);
      if (deleted.length) {
        log.info({ deleted: deleted.length }, "Fjernet lagrede filer som ingen rad viser til");
      }
      if (temporary) log.info({ temporary }, "Fjernet halvferdige opplastinger");
    },
  });
}
