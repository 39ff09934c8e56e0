import { type SubscriberRole } from "./copy/newsletter";
import { issueMailCopy } from "./copy/newsletter-admin";
import { type Database, prisma } from "~/db/index.server";
import { addressHash, enqueueEmail, suppressedHashes } from "~/mail/index.server";
import { readCompanyFacts } from "~/site-content/index.server";
import { renderIssueMail } from "./issue-mail.server";
import { unsubscribeHeaders, unsubscribeUrl } from "./subscription.server";

export type CampaignDraft = { subject: string; markdown: string; roles: SubscriberRole[] };

/** Who a campaign to these roles reaches: confirmed, not unsubscribed, in one of the roles. */
const receivingIn = (roles: SubscriberRole[]) => ({
  confirmedAt: { not: null },
  unsubscribedAt: null,
  role: { in: roles },
});

/*
 * A campaign is a draft until it is sent (decision 202): a row without `sentAt`. Staff write
 * it, look it over (counts and the mail as it will arrive), test it, and only then send it.
 */

/** Saves a draft: a new one, or changes to the one with this id while it is still unsent. */
export async function saveDraft(draft: CampaignDraft & { id?: string }, db: Database = prisma) {
  const data = { subject: draft.subject, bodyMarkdown: draft.markdown, roles: draft.roles };
  if (draft.id) {
    const { count } = await db.newsletterCampaign.updateMany({
      where: { id: draft.id, sentAt: null },
      data,
    });
    if (count === 1) return { id: draft.id };
  }
  return db.newsletterCampaign.create({ data, select: { id: true } });
}

/** An unsent draft, as staff wrote it; null once it is sent or gone. */
export async function findDraft(id: string, db: Database = prisma) {
  const row = await db.newsletterCampaign.findFirst({ where: { id, sentAt: null } });
  return row
    ? {
        id: row.id,
        subject: row.subject,
        markdown: row.bodyMarkdown,
        roles: row.roles as SubscriberRole[],
        createdAt: row.createdAt,
      }
    : null;
}

export function listDrafts(db: Database = prisma) {
  return db.newsletterCampaign.findMany({
    where: { sentAt: null },
    orderBy: { createdAt: "desc" },
    take: 50,
  });
}

export async function deleteDraft(id: string, db: Database = prisma) {
  const { count } = await db.newsletterCampaign.deleteMany({ where: { id, sentAt: null } });
  return count === 1;
}

/** How many subscribers each role would reach now, every role asked for included (0 too). */
export async function recipientsByRole(roles: SubscriberRole[], db: Database = prisma) {
  const groups = await db.newsletterSubscriber.groupBy({
    by: ["role"],
    where: receivingIn(roles),
    _count: { _all: true },
  });
  return roles.map((role) => ({
    role,
    count: groups.find((group) => group.role === role)?._count._all ?? 0,
  }));
}

/** A draft's mail as a subscriber gets it, with a stand-in for their own unsubscribe link. */
export async function previewIssue(draft: Pick<CampaignDraft, "subject" | "markdown">) {
  return renderIssueMail(draft, null, await readCompanyFacts());
}

/**
 * Sends a draft: marks it sent and queues one personalised message per recipient, all in one
 * transaction, so a restart mid-send can neither lose a message nor send one twice, and two
 * presses (two tabs, a double click) send it once. Nobody to send to sends nothing.
 */
export async function sendDraft(id: string, db: Database = prisma) {
  const studio = await readCompanyFacts(db);
  return db.$transaction(async (tx) => {
    const draft = await findDraft(id, tx as Database);
    if (!draft) return { status: "alreadySent" as const };
    const receiving = await tx.newsletterSubscriber.findMany({
      where: receivingIn(draft.roles),
      orderBy: { email: "asc" },
    });
    // An erased address signed up again by someone else is never sent to (decision 250).
    const erased = await suppressedHashes(
      receiving.map((subscriber) => subscriber.email),
      tx,
    );
    const recipients = receiving.filter((subscriber) => !erased.has(addressHash(subscriber.email)));
    if (recipients.length === 0) return { status: "nobody" as const };
    const { count } = await tx.newsletterCampaign.updateMany({
      where: { id, sentAt: null },
      data: { sentAt: new Date(), recipientCount: recipients.length },
    });
    if (count !== 1) return { status: "alreadySent" as const };
    for (const subscriber of recipients) {
      await enqueueEmail(tx, {
        to: subscriber.email,
        subject: draft.subject,
        ...renderIssueMail(draft, unsubscribeUrl(subscriber.id), studio),
        headers: unsubscribeHeaders(subscriber.id),
        campaignId: id,
      });
    }
    return { status: "sent" as const, recipientCount: recipients.length };
  });
}

/** A copy to the staff member writing it, and to nobody else, so they see it as subscribers will. */
export async function queueTestIssue(
  draft: Pick<CampaignDraft, "subject" | "markdown">,
  to: string,
  db: Database = prisma,
) {
  await enqueueEmail(db, {
    to,
    subject: `${issueMailCopy.testPrefix} ${draft.subject}`,
    ...renderIssueMail(draft, null, await readCompanyFacts(db)),
  });
}

/** The campaigns sent, newest first. */
/**
 * A sent issue to read again (decision 324): its subject, when and to how many it went, and
 * its mail from the Markdown that was sent, with the stand-in where each recipient had their
 * own unsubscribe link. Null for a draft or an unknown id.
 */
export async function findSentIssue(id: string, db: Database = prisma) {
  const row = await db.newsletterCampaign.findFirst({ where: { id, sentAt: { not: null } } });
  if (!row?.sentAt) return null;
  const issue = { subject: row.subject, markdown: row.bodyMarkdown };
  return {
    ...issue,
    roles: row.roles as SubscriberRole[],
    sentAt: row.sentAt,
    recipientCount: row.recipientCount,
    mail: renderIssueMail(issue, null, await readCompanyFacts(db)),
  };
}

export function listCampaigns(db: Database = prisma) {
  return db.newsletterCampaign.findMany({
    where: { sentAt: { not: null } },
    orderBy: { sentAt: "desc" },
    take: 50,
  });
}
