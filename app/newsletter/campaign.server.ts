import { marked } from "marked";
import { newsletterCopy, type SubscriberRole } from "~/content/newsletter";
import { type Database, prisma } from "~/db/index.server";
import { unsubscribeHeaders, unsubscribeUrl } from "./subscription.server";
import { enqueueEmail } from "~/mail/index.server";

export type CampaignDraft = { subject: string; markdown: string; roles: SubscriberRole[] };

function renderIssue(draft: Pick<CampaignDraft, "markdown">, unsubscribeLink: string) {
  const footer = `${newsletterCopy.welcomeEmail.unsubscribe} ${unsubscribeLink}`;
  return {
    text: `${draft.markdown}\n\n--\n${footer}`,
    html: `${marked.parse(draft.markdown, { async: false })}<hr><p>${newsletterCopy.welcomeEmail.unsubscribe} <a href="${unsubscribeLink}">${unsubscribeLink}</a></p>`,
  };
}

/** Who a campaign to these roles reaches: subscribed, not unsubscribed, in one of the roles. */
function campaignRecipients(roles: SubscriberRole[], db: Database = prisma) {
  return db.newsletterSubscriber.findMany({
    where: { unsubscribedAt: null, role: { in: roles } },
    orderBy: { email: "asc" },
  });
}

/**
 * Queues one personalised message per recipient in the same transaction as the campaign
 * row, so a restart mid-send can neither lose a message nor send one twice.
 */
export async function queueCampaign(draft: CampaignDraft, db: Database = prisma) {
  return db.$transaction(async (tx) => {
    const recipients = await campaignRecipients(draft.roles, tx as Database);
    const campaign = await tx.newsletterCampaign.create({
      data: {
        subject: draft.subject,
        bodyMarkdown: draft.markdown,
        roles: draft.roles,
        sentAt: new Date(),
        recipientCount: recipients.length,
      },
    });
    for (const subscriber of recipients) {
      await enqueueEmail(tx, {
        to: subscriber.email,
        subject: draft.subject,
        ...renderIssue(draft, unsubscribeUrl(subscriber.id)),
        headers: unsubscribeHeaders(subscriber.id),
        campaignId: campaign.id,
      });
    }
    return campaign;
  });
}

/** A copy to the staff member writing it, so they see it as subscribers will. */
export async function queueTestIssue(
  draft: Pick<CampaignDraft, "subject" | "markdown">,
  to: string,
  db: Database = prisma,
) {
  await enqueueEmail(db, {
    to,
    subject: `[Test] ${draft.subject}`,
    ...renderIssue(draft, "(avmeldingslenken settes inn for hver mottaker)"),
  });
}

export function listCampaigns(db: Database = prisma) {
  return db.newsletterCampaign.findMany({ orderBy: { createdAt: "desc" }, take: 50 });
}
