import { getConfig } from "~/config/index.server";
import { type Database, prisma } from "~/db/index.server";
import { startPeriodicJob } from "~/jobs/index.server";
import type { RetentionPeriods } from "~/legal";
import { UNCONFIRMED_SIGNUP_DAYS } from "~/newsletter/index.server";
import { log } from "~/observability/index.server";
import { type FileStorage, getStorage } from "~/storage/index.server";

/**
 * The periods the deleting jobs apply; /personvern states these same values, so the text
 * cannot promise what the site does not do (decision 254).
 */
export function retentionPeriods(config = getConfig()): RetentionPeriods {
  return {
    enquiryMonths: config.ENQUIRY_RETENTION_MONTHS,
    unconfirmedSignUpDays: UNCONFIRMED_SIGNUP_DAYS,
    projectFileMonths: config.PROJECT_FILE_RETENTION_MONTHS,
    serverLogDays: config.SERVER_LOG_RETENTION_DAYS,
  };
}

function monthsBefore(date: Date, months: number) {
  const cutoff = new Date(date);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}

type RetentionOptions = {
  db?: Database;
  storage?: FileStorage;
  now?: Date;
  periods?: RetentionPeriods;
};

/**
 * Deletes enquiries older than the retention period whose address has no customer project
 * (decision 254), with their attachments and the staff's copies of them; how many.
 */
export async function deleteExpiredEnquiries({
  db = prisma,
  storage = getStorage(),
  now = new Date(),
  periods = retentionPeriods(),
}: RetentionOptions = {}) {
  const old = await db.contactRequest.findMany({
    where: { createdAt: { lt: monthsBefore(now, periods.enquiryMonths) } },
    select: { id: true, email: true },
  });
  if (old.length === 0) return 0;
  const projects = await db.customerProject.findMany({ select: { email: true } });
  const customers = new Set(projects.map((project) => project.email.trim().toLowerCase()));
  const ids = old
    .filter((enquiry) => !customers.has(enquiry.email.trim().toLowerCase()))
    .map((enquiry) => enquiry.id);
  const keys = await db.$transaction(async (tx) => {
    const attachments = await tx.contactAttachment.findMany({
      where: { contactRequestId: { in: ids } },
      select: { storageKey: true },
    });
    await tx.outboxMessage.deleteMany({ where: { contactRequestId: { in: ids } } });
    await tx.contactRequest.deleteMany({ where: { id: { in: ids } } });
    return attachments.map((attachment) => attachment.storageKey);
  });
  // A failed delete leaves a file no row points to, which the storage sweeper removes.
  for (const key of keys) await storage.delete(key).catch(() => undefined);
  return ids.length;
}

/**
 * Deletes every stored file of the projects delivered longer ago than the retention period
 * (decision 270): the files in storage and their rows, the rounds' images with their pins.
 * Delivered means staff uploaded final files; the period runs from the last of them. The
 * project itself stays, marked with when its files went; how many projects.
 */
export async function deleteExpiredProjectFiles({
  db = prisma,
  storage = getStorage(),
  now = new Date(),
  periods = retentionPeriods(),
}: RetentionOptions = {}) {
  const cutoff = monthsBefore(now, periods.projectFileMonths);
  const deliveries = await db.customerProjectFile.groupBy({
    by: ["projectId"],
    where: { delivery: true },
    _max: { createdAt: true },
  });
  const ids = deliveries
    .filter((delivered) => delivered._max.createdAt && delivered._max.createdAt < cutoff)
    .map((delivered) => delivered.projectId);
  if (ids.length === 0) return 0;
  const inProjects = { projectId: { in: ids } };
  const keys = await db.$transaction(async (tx) => {
    const [files, images] = await Promise.all([
      tx.customerProjectFile.findMany({ where: inProjects, select: { storageKey: true } }),
      tx.feedbackImage.findMany({ where: { round: inProjects }, select: { storageKey: true } }),
    ]);
    await tx.customerProjectFile.deleteMany({ where: inProjects });
    await tx.feedbackImage.deleteMany({ where: { round: inProjects } });
    await tx.customerProject.updateMany({
      where: { id: { in: ids } },
      data: { filesDeletedAt: now },
    });
    return [...files, ...images].map((file) => file.storageKey);
  });
  // A failed delete leaves a file no row points to, which the storage sweeper removes.
  for (const key of keys) await storage.delete(key).catch(() => undefined);
  return ids.length;
}

/** Hourly, so what has passed its period is gone within an hour of it ending. */
export function startRetention() {
  return startPeriodicJob({
    name: "Sletting etter oppbevaringstiden",
    intervalMs: 60 * 60 * 1000,
    run: async () => {
      const enquiries = await deleteExpiredEnquiries();
      if (enquiries)
        log.info({ deleted: enquiries }, "Slettet henvendelser som har passert oppbevaringstiden");
      const projects = await deleteExpiredProjectFiles();
      if (projects)
        log.info({ projects }, "Slettet prosjektfiler som har passert oppbevaringstiden");
    },
  });
}
