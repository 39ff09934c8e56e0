import { createHmac, timingSafeEqual } from "node:crypto";
import { getConfig } from "~/config/index.server";
import { CONSENT_VERSION, newsletterCopy, type SubscriberRole } from "./copy/newsletter";
import { prisma, type Database, type DatabaseTransaction } from "~/db/index.server";
import { enqueueEmail } from "~/mail/index.server";
import { readCompanyFacts } from "~/site-content/index.server";
import { roleValues } from "./newsletter-schema";

const UNSUBSCRIBE_PATH = "/newsletter/unsubscribe";
const CONFIRM_PATH = "/nyhetsbrev/bekreft";
/** How long a confirmation link works, and how long an unconfirmed address is kept. */
export const UNCONFIRMED_SIGNUP_DAYS = 30;
const confirmationWindowMs = UNCONFIRMED_SIGNUP_DAYS * 24 * 60 * 60 * 1000;

type Options = { db?: Database; now?: Date };

function hmac(purpose: string) {
  return createHmac("sha256", getConfig().sessionSecret).update(purpose).digest("base64url");
}

function sameText(given: string, expected: string) {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

function signature(subscriberId: string) {
  return hmac(`newsletter-unsubscribe:${subscriberId}`);
}

/** An unforgeable token naming one subscriber: their id and an HMAC over it. */
function unsubscribeToken(subscriberId: string) {
  return `${subscriberId}.${signature(subscriberId)}`;
}

function subscriberIdFromToken(token: string | null) {
  const [id = "", given = ""] = (token ?? "").split(".");
  if (!id || !given) return null;
  return sameText(given, signature(id)) ? id : null;
}

export function unsubscribeUrl(subscriberId: string) {
  const url = new URL(UNSUBSCRIBE_PATH, getConfig().siteUrl);
  url.searchParams.set("token", unsubscribeToken(subscriberId));
  return url.toString();
}

/** RFC 8058 one-click headers, so mail clients can offer their own unsubscribe button. */
export function unsubscribeHeaders(subscriberId: string) {
  return {
    "List-Unsubscribe": `<${unsubscribeUrl(subscriberId)}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}

/*
 * A confirmation token names the subscriber, when that signup happened and the role chosen
 * in it, signed. The time makes it expire and lets an unsubscribe outrank an older link.
 */
function confirmationToken(subscriberId: string, issuedAt: Date, role: SubscriberRole) {
  const payload = `${subscriberId}.${issuedAt.getTime().toString(36)}.${roleValues.indexOf(role)}`;
  return `${payload}.${hmac(`newsletter-confirm:${payload}`)}`;
}

function readConfirmationToken(token: string | null, now: Date) {
  const [id = "", issued = "", roleIndex = "", given = ""] = (token ?? "").split(".");
  if (!id || !given || !sameText(given, hmac(`newsletter-confirm:${id}.${issued}.${roleIndex}`)))
    return null;
  const issuedAt = new Date(parseInt(issued, 36));
  const role = roleValues[Number(roleIndex)];
  if (!role || Number.isNaN(issuedAt.getTime())) return null;
  if (now.getTime() - issuedAt.getTime() > confirmationWindowMs) return null;
  return { id, issuedAt, role };
}

function confirmationUrl(subscriberId: string, issuedAt: Date, role: SubscriberRole) {
  const url = new URL(CONFIRM_PATH, getConfig().siteUrl);
  url.searchParams.set("token", confirmationToken(subscriberId, issuedAt, role));
  return url.toString();
}

/**
 * The spec's upsert on e-mail, made double opt-in: a new address is stored unconfirmed, and
 * every signup queues one confirmation e-mail in the same transaction. A confirmed row
 * (subscribed or unsubscribed) is left as it is until its owner confirms, so a stranger can
 * neither re-subscribe someone who left nor change their role.
 */
export async function subscribe(
  { email, role }: { email: string; role: SubscriberRole },
  { db = prisma, now = new Date() }: Options = {},
) {
  const studio = await readCompanyFacts(db);
  return db.$transaction(async (tx) => {
    const existing = await tx.newsletterSubscriber.findUnique({ where: { email } });
    const subscriber = !existing
      ? await tx.newsletterSubscriber.create({
          data: {
            email,
            role,
            subscribedAt: now,
            consentedAt: now,
            consentVersion: CONSENT_VERSION,
          },
        })
      : existing.confirmedAt === null
        ? await tx.newsletterSubscriber.update({
            where: { id: existing.id },
            data: { role, consentedAt: now, consentVersion: CONSENT_VERSION },
          })
        : existing;
    const link = confirmationUrl(subscriber.id, now, role);
    await queueConfirmationEmail(tx, subscriber, link, studio.name);
    return subscriber;
  });
}

async function queueConfirmationEmail(
  tx: DatabaseTransaction,
  subscriber: { email: string },
  link: string,
  studio: string,
) {
  const copy = newsletterCopy.confirmationEmail;
  await enqueueEmail(tx, {
    to: subscriber.email,
    subject: copy.subject(studio),
    text: [
      ...copy.body,
      "",
      copy.link,
      link,
      "",
      copy.ignore,
      "",
      newsletterCopy.welcomeEmail.signature(studio),
    ].join("\n\n"),
  });
}

async function queueWelcomeEmail(
  tx: DatabaseTransaction,
  subscriber: { id: string; email: string },
  studio: string,
) {
  const copy = newsletterCopy.welcomeEmail;
  await enqueueEmail(tx, {
    to: subscriber.email,
    subject: copy.subject(studio),
    text: [
      ...copy.body,
      "",
      copy.unsubscribe,
      unsubscribeUrl(subscriber.id),
      "",
      copy.signature(studio),
    ].join("\n\n"),
    headers: unsubscribeHeaders(subscriber.id),
  });
}

type ConfirmationState = { state: "invalid" } | { state: "pending" | "confirmed"; email: string };

/**
 * What a confirmation link would do, without doing it: the GET a mail scanner sends must
 * change nothing. A link older than a later unsubscribe no longer works.
 */
export async function checkConfirmation(
  token: string | null,
  { db = prisma, now = new Date() }: Options = {},
): Promise<ConfirmationState> {
  const claim = readConfirmationToken(token, now);
  if (!claim) return { state: "invalid" };
  const row = await db.newsletterSubscriber.findUnique({ where: { id: claim.id } });
  if (!row || (row.unsubscribedAt && row.unsubscribedAt > claim.issuedAt))
    return { state: "invalid" };
  const done = row.confirmedAt && !row.unsubscribedAt && row.confirmedAt >= claim.issuedAt;
  return { state: done ? "confirmed" : "pending", email: row.email };
}

/**
 * The button behind the link: confirms the signup the token names, clears an earlier
 * unsubscribe and queues the welcome e-mail, all in one transaction. Pressing it twice
 * sends one welcome.
 */
export async function confirmSubscription(
  token: string | null,
  { db = prisma, now = new Date() }: Options = {},
): Promise<ConfirmationState> {
  const claim = readConfirmationToken(token, now);
  if (!claim) return { state: "invalid" };
  const studio = await readCompanyFacts(db);
  return db.$transaction(async (tx) => {
    const row = await tx.newsletterSubscriber.findUnique({ where: { id: claim.id } });
    if (!row || (row.unsubscribedAt && row.unsubscribedAt > claim.issuedAt))
      return { state: "invalid" as const };
    if (row.confirmedAt && !row.unsubscribedAt && row.confirmedAt >= claim.issuedAt)
      return { state: "confirmed" as const, email: row.email };
    const { count } = await tx.newsletterSubscriber.updateMany({
      where: { id: row.id, updatedAt: row.updatedAt },
      data: {
        role: claim.role,
        consentedAt: claim.issuedAt,
        consentVersion: CONSENT_VERSION,
        confirmedAt: now,
        unsubscribedAt: null,
      },
    });
    // A press that lost the race to a simultaneous one: that one sent the welcome.
    if (count === 0) return { state: "confirmed" as const, email: row.email };
    const wasReceiving = row.confirmedAt !== null && row.unsubscribedAt === null;
    if (!wasReceiving) await queueWelcomeEmail(tx, row, studio.name);
    return { state: "confirmed" as const, email: row.email };
  });
}

/** Unconfirmed signups older than the link's UNCONFIRMED_SIGNUP_DAYS are deleted, consent and all. */
export async function deleteUnconfirmedSubscribers({
  db = prisma,
  now = new Date(),
}: Options = {}) {
  const { count } = await db.newsletterSubscriber.deleteMany({
    where: {
      confirmedAt: null,
      consentedAt: { lt: new Date(now.getTime() - confirmationWindowMs) },
    },
  });
  return count;
}

/** Who a token names, or null for a forged, truncated or unknown token. */
export async function findSubscriberByToken(token: string | null) {
  const id = subscriberIdFromToken(token);
  if (!id) return null;
  return prisma.newsletterSubscriber.findUnique({ where: { id } });
}

/** Sets unsubscribed_at once; unsubscribing again changes nothing. */
export async function unsubscribe(
  subscriberId: string,
  { db = prisma, now = new Date() }: Options = {},
) {
  await db.newsletterSubscriber.updateMany({
    where: { id: subscriberId, unsubscribedAt: null },
    data: { unsubscribedAt: now },
  });
}
