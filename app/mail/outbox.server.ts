import { buffer } from "node:stream/consumers";
import { getConfig } from "~/config/index.server";
import { startPeriodicJob } from "~/jobs/index.server";
import {
  type Database,
  type DatabaseTransaction,
  databaseProvider,
  prisma,
} from "~/db/index.server";
import { getMailer, type MailAttachment, type MailTransport } from "./mailer.server";
import { log } from "~/observability/index.server";
import { type FileStorage, getStorage } from "~/storage/index.server";
import { addressHash, suppressedHashes } from "./suppression.server";

/**
 * Every e-mail goes through the outbox table (decision 015): callers write the row in the same
 * transaction as the data it belongs to, and a worker sends due rows and retries failures.
 * A failed send never loses the row.
 */

type OutboxAttachment = { storageKey: string; filename: string; contentType: string };
/** The outbox only reads from storage. */
type AttachmentStore = Pick<FileStorage, "get">;

export type OutboxEmail = {
  to: string;
  /** Defaults to MAIL_FROM. */
  from?: string;
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
  /** Files already in storage, read when the message is sent. */
  attachments?: OutboxAttachment[];
  contactRequestId?: string;
  campaignId?: string;
};

const MINUTE_MS = 60_000;
const FIRST_RETRY_MS = MINUTE_MS;
const MAX_RETRY_MS = 6 * 60 * MINUTE_MS;
const GIVE_UP_AFTER_MS = 24 * 60 * MINUTE_MS;
/** A claimed row is due again after this, in case its sender died mid-send. */
const SENDING_LEASE_MS = 5 * MINUTE_MS;

/** Queues a message; pass the transaction client so the row commits with the caller's data. */
export function enqueueEmail(db: DatabaseTransaction | Database, email: OutboxEmail) {
  return db.outboxMessage.create({
    data: {
      ...outboxRow(email),
      contactRequestId: email.contactRequestId,
      campaignId: email.campaignId,
    },
    select: { id: true, createdAt: true },
  });
}

/**
 * A message's outbox row without its owner, for a caller that creates it nested in the
 * owner's own create: one write that commits both, without an interactive transaction.
 */
export function outboxRow(email: Omit<OutboxEmail, "contactRequestId" | "campaignId">) {
  // An erased person's kept record has an empty address: a mail to it is a bug, never sent.
  if (email.to.trim() === "") throw new Error("En e-post uten mottaker legges ikke i utboksen");
  return {
    to: email.to,
    from: email.from ?? getConfig().MAIL_FROM,
    replyTo: email.replyTo,
    subject: email.subject,
    text: email.text,
    html: email.html,
    headers: email.headers ?? {},
    attachments: email.attachments ?? [],
  };
}

/** 1 minute after the first failure, doubling each time, never more than 6 hours. */
export function retryDelayMs(failedAttempts: number) {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, failedAttempts - 1), MAX_RETRY_MS);
}

type OutboxDependencies = {
  db?: Database;
  mailer?: MailTransport;
  storage?: AttachmentStore;
  now?: Date;
  /** Rows claimed per run. */
  batchSize?: number;
};

/** Sends every due row once; returns how each went. */
export async function processDueOutbox({
  db = prisma,
  mailer = getMailer(),
  storage = getStorage(),
  now = new Date(),
  batchSize = 20,
}: OutboxDependencies = {}) {
  const ids = await claimDueMessages(db, now, batchSize);
  const result = { sent: 0, retrying: 0, failed: 0, suppressed: 0 };
  for (const id of ids) {
    const outcome = await sendClaimed(db, mailer, storage, id, now);
    result[outcome] += 1;
    // The id is enough to find the row; recipients and subjects stay out of the log.
    if (outcome === "sent") log.info({ outboxId: id }, "E-post sendt");
    else if (outcome === "retrying") log.warn({ outboxId: id }, "E-post feilet; prøver igjen");
    else if (outcome === "suppressed")
      log.info({ outboxId: id }, "E-post til en slettet adresse forkastet");
    else log.error({ outboxId: id }, "E-post ga opp etter 24 timer");
  }
  return result;
}

async function claimDueMessages(db: Database, now: Date, batchSize: number): Promise<string[]> {
  const leaseUntil = new Date(now.getTime() + SENDING_LEASE_MS);
  if (databaseProvider(db) === "postgresql") {
    // SKIP LOCKED lets several servers claim disjoint batches without waiting on each other.
    const rows = await db.$queryRaw<{ id: string }[]>`
      UPDATE "outbox_messages" SET "status" = 'sending', "next_attempt_at" = ${leaseUntil}
      WHERE "id" IN (
        SELECT "id" FROM "outbox_messages"
        WHERE "status" IN ('pending', 'sending') AND "next_attempt_at" <= ${now}
        ORDER BY "next_attempt_at"
        LIMIT ${batchSize}
        FOR UPDATE SKIP LOCKED
      )
      RETURNING "id"`;
    return rows.map((row) => row.id);
  }
  // SQLite has one writer at a time; a conditional update claims a row only if nobody changed it.
  const candidates = await db.outboxMessage.findMany({
    where: { status: { in: ["pending", "sending"] }, nextAttemptAt: { lte: now } },
    orderBy: { nextAttemptAt: "asc" },
    take: batchSize,
    select: { id: true, status: true, nextAttemptAt: true },
  });
  const claimed: string[] = [];
  for (const candidate of candidates) {
    const { count } = await db.outboxMessage.updateMany({
      where: { id: candidate.id, status: candidate.status, nextAttemptAt: candidate.nextAttemptAt },
      data: { status: "sending", nextAttemptAt: leaseUntil },
    });
    if (count === 1) claimed.push(candidate.id);
  }
  return claimed;
}

async function sendClaimed(
  db: Database,
  mailer: MailTransport,
  storage: AttachmentStore,
  id: string,
  now: Date,
): Promise<"sent" | "retrying" | "failed" | "suppressed"> {
  const row = await db.outboxMessage.findUniqueOrThrow({ where: { id } });
  // Checked at sending, so a message queued by any path never reaches an erased address.
  if ((await suppressedHashes([row.to], db)).has(addressHash(row.to))) {
    await db.outboxMessage.delete({ where: { id } });
    return "suppressed";
  }
  try {
    const attachments = await readAttachments(storage, row.attachments as OutboxAttachment[]);
    await mailer.send({
      to: row.to,
      from: row.from,
      replyTo: row.replyTo ?? undefined,
      subject: row.subject,
      text: row.text,
      html: row.html ?? undefined,
      headers: row.headers as Record<string, string>,
      attachments,
    });
  } catch (error) {
    const attempts = row.attempts + 1;
    const givingUp = now.getTime() - row.createdAt.getTime() >= GIVE_UP_AFTER_MS;
    await db.outboxMessage.update({
      where: { id },
      data: {
        attempts,
        status: givingUp ? "failed" : "pending",
        nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts)),
        lastError: describeError(error),
      },
    });
    return givingUp ? "failed" : "retrying";
  }
  await db.outboxMessage.update({
    where: { id },
    data: { attempts: row.attempts + 1, status: "sent", sentAt: new Date(), lastError: null },
  });
  return "sent";
}

/**
 * Each attachment's stored bytes, read whole one file at a time (SendGrid's JSON API needs them
 * whole anyway). No stream outlives this call: a missing file or a read cut off mid-way fails
 * the send, to be retried, with nothing left open whose later failure nobody would hear.
 */
async function readAttachments(storage: AttachmentStore, attachments: OutboxAttachment[]) {
  const files: MailAttachment[] = [];
  for (const attachment of attachments) {
    const file = await storage.get(attachment.storageKey);
    if (!file) throw new Error(`Vedlegget ${attachment.storageKey} finnes ikke i lagringen`);
    files.push({
      filename: attachment.filename,
      contentType: attachment.contentType,
      content: await buffer(file.body),
    });
  }
  return files;
}

function describeError(error: unknown) {
  const body = (error as { response?: { body?: unknown } }).response?.body;
  const message = error instanceof Error ? error.message : String(error);
  return (body ? `${message}: ${JSON.stringify(body)}` : message).slice(0, 2000);
}

/** What /metrics shows of the outbox: rows waiting or being sent, given-up rows, the oldest wait. */
export async function outboxBacklog(db: Database = prisma, now = new Date()) {
  const [pending, failed, oldest] = await Promise.all([
    db.outboxMessage.count({ where: { status: { in: ["pending", "sending"] } } }),
    db.outboxMessage.count({ where: { status: "failed" } }),
    db.outboxMessage.findFirst({
      where: { status: { in: ["pending", "sending"] } },
      orderBy: { createdAt: "asc" },
      select: { createdAt: true },
    }),
  ]);
  const oldestPendingSeconds = oldest ? (now.getTime() - oldest.createdAt.getTime()) / 1000 : 0;
  return { pending, failed, oldestPendingSeconds };
}

/**
 * Polls the outbox every OUTBOX_POLL_MS in this server process. Returns a stop function that
 * waits for a run in progress, for a clean shutdown.
 */
export function startOutboxWorker({
  intervalMs = getConfig().OUTBOX_POLL_MS,
  ...dependencies
}: Omit<OutboxDependencies, "now"> & { intervalMs?: number } = {}) {
  return startPeriodicJob({
    name: "E-postkøen",
    intervalMs,
    run: () => processDueOutbox(dependencies),
  });
}
