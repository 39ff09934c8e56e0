import { createHmac, timingSafeEqual } from "node:crypto";
import { getConfig } from "~/config/index.server";
import { CONSENT_VERSION, newsletterCopy, type SubscriberRole } from "~/content/newsletter";
import { prisma, type DatabaseTransaction } from "~/db/index.server";
import { enqueueEmail } from "~/mail/index.server";

const UNSUBSCRIBE_PATH = "/newsletter/unsubscribe";

function signature(subscriberId: string) {
  return createHmac("sha256", getConfig().sessionSecret)
    .update(`newsletter-unsubscribe:${subscriberId}`)
    .digest("base64url");
}

/** An unforgeable token naming one subscriber: their id and an HMAC over it. */
function unsubscribeToken(subscriberId: string) {
  return `${subscriberId}.${signature(subscriberId)}`;
}

function subscriberIdFromToken(token: string | null) {
  const [id = "", given = ""] = (token ?? "").split(".");
  if (!id || !given) return null;
  const expected = Buffer.from(signature(id));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? id : null;
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

/**
 * The spec's upsert on e-mail, plus proof of consent. Re-subscribing updates the role and
 * clears an earlier unsubscribe; the welcome e-mail is queued in the same transaction.
 */
export async function subscribe({ email, role }: { email: string; role: SubscriberRole }) {
  const now = new Date();
  return prisma.$transaction(async (tx) => {
    const subscriber = await tx.newsletterSubscriber.upsert({
      where: { email },
      create: { email, role, subscribedAt: now, consentedAt: now, consentVersion: CONSENT_VERSION },
      update: {
        role,
        consentedAt: now,
        consentVersion: CONSENT_VERSION,
        unsubscribedAt: null,
      },
    });
    await queueWelcomeEmail(tx, subscriber);
    return subscriber;
  });
}

async function queueWelcomeEmail(
  tx: DatabaseTransaction,
  subscriber: { id: string; email: string },
) {
  const copy = newsletterCopy.welcomeEmail;
  await enqueueEmail(tx, {
    to: subscriber.email,
    subject: copy.subject,
    text: [
      ...copy.body,
      "",
      copy.unsubscribe,
      unsubscribeUrl(subscriber.id),
      "",
      copy.signature,
    ].join("\n\n"),
    headers: unsubscribeHeaders(subscriber.id),
  });
}

/** Who a token names, or null for a forged, truncated or unknown token. */
export async function findSubscriberByToken(token: string | null) {
  const id = subscriberIdFromToken(token);
  if (!id) return null;
  return prisma.newsletterSubscriber.findUnique({ where: { id } });
}

/** Sets unsubscribed_at once; unsubscribing again changes nothing. */
export async function unsubscribe(subscriberId: string) {
  await prisma.newsletterSubscriber.updateMany({
    where: { id: subscriberId, unsubscribedAt: null },
    data: { unsubscribedAt: new Date() },
  });
}
