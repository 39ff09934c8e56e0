import { marked } from "marked";
import sanitizeHtml from "sanitize-html";
import { newsletterCopy, type SubscriberRole } from "./copy/newsletter";
import { type Database, prisma } from "~/db/index.server";
import { unsubscribeHeaders, unsubscribeUrl } from "./subscription.server";
import { enqueueEmail } from "~/mail/index.server";

export type CampaignDraft = { subject: string; markdown: string; roles: SubscriberRole[] };

/*
 * Markdown lets staff write raw HTML, and a staff account can be taken over: the issue's
 * HTML keeps what a newsletter needs (text, headings, lists, links, images over https) and
 * loses scripts, event handlers, styles, forms and javascript: links before any subscriber
 * (or the preview) sees it.
 */
const issueHtmlPolicy: sanitizeHtml.IOptions = {
  allowedTags: [
    ...sanitizeHtml.defaults.allowedTags.filter((tag) => tag !== "style"),
    "img",
    "h1",
    "h2",
  ],
  allowedAttributes: {
    a: ["href", "title"],
    img: ["src", "alt", "title", "width", "height"],
    th: ["align"],
    td: ["align"],
  },
  allowedSchemes: ["https", "http", "mailto"],
  allowedSchemesByTag: { img: ["https"] },
  allowProtocolRelative: false,
};

/** The issue's Markdown as the HTML subscribers get, sanitised. */
export function renderIssueHtml(markdown: string) {
  return sanitizeHtml(marked.parse(markdown, { async: false }), issueHtmlPolicy);
}

function renderIssue(draft: Pick<CampaignDraft, "markdown">, unsubscribeLink: string) {
  const footer = `${newsletterCopy.welcomeEmail.unsubscribe} ${unsubscribeLink}`;
  return {
    text: `${draft.markdown}\n\n--\n${footer}`,
    html: `${renderIssueHtml(draft.markdown)}<hr><p>${newsletterCopy.welcomeEmail.unsubscribe} <a href="${unsubscribeLink}">${unsubscribeLink}</a></p>`,
  };
}

/** Who a campaign to these roles reaches: confirmed, not unsubscribed, in one of the roles. */
function campaignRecipients(roles: SubscriberRole[], db: Database = prisma) {
  return db.newsletterSubscriber.findMany({
    where: { confirmedAt: { not: null }, unsubscribedAt: null, role: { in: roles } },
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
