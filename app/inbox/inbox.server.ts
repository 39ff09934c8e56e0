import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "@remix-run/node";
import { z } from "zod";
import {
  dismissWaitingEnquiry,
  enquiriesWaitingForStaff,
  unplacedMailsWaiting,
} from "~/contact/index.server";
import { projectsWaitingForStaff } from "~/customer-projects/index.server";
import { prisma } from "~/db/index.server";
import { formatDateTime } from "~/format";
import { quotesAboutToExpire } from "~/quotes/index.server";
import { redirectWithToast } from "~/toast/index.server";
import { inboxCopy as copy, type InboxKind } from "./copy";

/** How long something has waited, in the inbox's words ("5 min", "3 t", "2 dager"). */
function waitedFor(since: Date, now: Date) {
  return copy.waited(Math.max(0, Math.floor((now.getTime() - since.getTime()) / 60_000)));
}

/** One thing that waits for a person (decision 302). */
type InboxEntry = {
  /** Kind and id: what a dismissal names. */
  key: string;
  kind: InboxKind;
  who: string;
  what: string;
  /** Since when it waits: the list's order and the "how long" it shows. */
  since: Date;
  /** The newest thing in it: a dismissal before this no longer covers it. */
  latest: Date;
  href: string | null;
  /** False where the list offers its own way off (answering, placing). */
  dismissable: boolean;
};

const FAILED_MAILS_LISTED = 200;

/**
 * Everything that waits for staff, newest wait first: enquiries and customers' replies to
 * them, customers' messages, pins and approvals on projects, unplaced mails, failed mails and
 * quotes about to expire, less what staff dismissed since its latest news. Each source is one
 * bounded, indexed query (projects' messages one grouped count), so the navigation's count can
 * run on every admin page.
 */
async function waitingEntries() {
  const [enquiries, projects, unplaced, failed, quotes] = await Promise.all([
    enquiryEntries(),
    projectEntries(),
    unplacedEntries(),
    failedMailEntries(),
    quoteEntries(),
  ]);
  const entries = [...enquiries, ...projects, ...unplaced, ...failed, ...quotes];
  const dismissable = entries.filter((entry) => entry.dismissable).map((entry) => entry.key);
  const dismissals = dismissable.length
    ? await prisma.inboxDismissal.findMany({ where: { key: { in: dismissable } } })
    : [];
  const dismissedAt = new Map(dismissals.map((row) => [row.key, row.dismissedAt]));
  return entries
    .filter((entry) => {
      const dismissed = dismissedAt.get(entry.key);
      return !dismissed || dismissed < entry.latest;
    })
    .sort((a, b) => b.since.getTime() - a.since.getTime());
}

type WaitingEnquiry = Awaited<ReturnType<typeof enquiriesWaitingForStaff>>[number];

/**
 * Why an enquiry waits: new, the customer's reply, or their answer to a quote since staff last
 * answered (decision 333).
 */
function enquiryWait(enquiry: WaitingEnquiry, since: Date): { kind: InboxKind; what: string } {
  const [quote] = enquiry.quotes;
  if (quote?.decidedAt && quote.decidedAt >= since)
    return {
      kind: "quote-answer",
      what:
        quote.status === "accepted"
          ? copy.quoteAcceptedWhat(quote.version, quote.acceptedBy ?? "")
          : copy.quoteDeclinedWhat(quote.version),
    };
  const kind = enquiry.stage === "ny" ? "enquiry" : "reply";
  return { kind, what: copy.what[kind] };
}

async function enquiryEntries(): Promise<InboxEntry[]> {
  const enquiries = await enquiriesWaitingForStaff();
  return enquiries.map((enquiry) => {
    const since = enquiry.waitingSince ?? new Date(0);
    const { kind, what } = enquiryWait(enquiry, since);
    return {
      key: `henvendelse:${enquiry.id}`,
      kind,
      who: enquiry.name,
      what,
      since,
      latest: since,
      href: `/admin/henvendelser/${enquiry.id}#samtale-tittel`,
      dismissable: true,
    };
  });
}

async function projectEntries(): Promise<InboxEntry[]> {
  const projects = await projectsWaitingForStaff();
  return projects.map((project) => ({
    key: `prosjekt:${project.id}`,
    kind: "project",
    who: project.contactName,
    what: copy.projectWhat(project.projectName, project.reasons),
    since: project.since,
    latest: project.latest,
    href: `/admin/kundeprosjekter/${project.id}`,
    dismissable: true,
  }));
}

async function unplacedEntries(): Promise<InboxEntry[]> {
  const mails = await unplacedMailsWaiting();
  return mails.map((mail) => ({
    key: `uplassert:${mail.id}`,
    kind: "unplaced",
    who: mail.fromAddress,
    what: copy.unplacedWhat(mail.subject),
    since: mail.createdAt,
    latest: mail.createdAt,
    href: `/admin/henvendelser/uplassert#epost-${mail.id}`,
    dismissable: false,
  }));
}

async function failedMailEntries(): Promise<InboxEntry[]> {
  const mails = await prisma.outboxMessage.findMany({
    where: { status: "failed" },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: FAILED_MAILS_LISTED,
    select: {
      id: true,
      to: true,
      subject: true,
      createdAt: true,
      contactRequestId: true,
      campaignId: true,
      enquiryMessage: { select: { contactRequestId: true } },
    },
  });
  return mails.map((mail) => {
    const enquiryId = mail.contactRequestId ?? mail.enquiryMessage?.contactRequestId;
    return {
      key: `epost:${mail.id}`,
      kind: "failed-mail",
      who: mail.to,
      what: copy.failedWhat(mail.subject),
      since: mail.createdAt,
      latest: mail.createdAt,
      href: failedMailHref(enquiryId, mail.campaignId),
      dismissable: true,
    };
  });
}

/** Where a failed mail can be sent again: its enquiry, the newsletter, or nowhere in admin. */
function failedMailHref(enquiryId: string | null | undefined, campaignId: string | null) {
  if (enquiryId) return `/admin/henvendelser/${enquiryId}`;
  return campaignId ? "/admin/nyhetsbrev" : null;
}

async function quoteEntries(): Promise<InboxEntry[]> {
  const quotes = await quotesAboutToExpire();
  return quotes.map((quote) => ({
    key: `tilbud:${quote.id}`,
    kind: "quote",
    who: quote.customerName,
    what: copy.quoteWhat(quote.version, quote.lastDay),
    since: quote.createdAt,
    latest: quote.createdAt,
    href: quote.adminPath,
    dismissable: true,
  }));
}

/** The inbox as the overview shows it: each row with how long it has waited, in words. */
export async function adminInbox(now = new Date()) {
  const entries = await waitingEntries();
  return entries.map(({ latest: _latest, since, ...entry }) => ({
    ...entry,
    waited: waitedFor(since, now),
    since: formatDateTime(since),
    sinceIso: since.toISOString(),
  }));
}

/** How many things wait: the navigation's number. */
export async function adminInboxCount() {
  return (await waitingEntries()).length;
}

const dismissSchema = z.object({
  intent: z.literal("dismiss"),
  key: z
    .string({ error: copy.dismissGone })
    .regex(/^(henvendelse|prosjekt|epost|tilbud):[\w-]{1,100}$/, copy.dismissGone),
});

/**
 * "Fjern fra listen": an enquiry stops waiting; any other item stays off the list until
 * something newer waits in it. Back to the inbox with a toast either way.
 */
export async function dismissInboxAction(request: Request, staffEmail: string) {
  const submission = parseWithZod(await request.formData(), { schema: dismissSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const { key } = submission.value;
  const [kind, id = ""] = key.split(":");
  if (kind === "henvendelse") {
    if (!(await dismissWaitingEnquiry(id))) return redirectWithToast("/admin", copy.goneToast);
  } else {
    const dismissedAt = new Date();
    await prisma.inboxDismissal.upsert({
      where: { key },
      create: { key, staffEmail, dismissedAt },
      update: { staffEmail, dismissedAt },
    });
  }
  return redirectWithToast("/admin", copy.dismissedToast);
}
