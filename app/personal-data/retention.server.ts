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

/** Hourly, so an enquiry is gone within an hour of its period ending. */
export function startEnquiryRetention() {
  return startPeriodicJob({
    name: "Sletting av gamle henvendelser",
    intervalMs: 60 * 60 * 1000,
    run: async () => {
      const deleted = await deleteExpiredEnquiries();
      if (deleted) log.info({ deleted }, "Slettet henvendelser som har passert oppbevaringstiden");
    },
  });
}
