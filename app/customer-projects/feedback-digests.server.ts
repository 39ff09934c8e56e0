import { mailSignature, type CompanyFacts } from "~/company";
import { getConfig } from "~/config/index.server";
import { feedbackEmails } from "./copy/feedback";
import { type Database, prisma } from "~/db/index.server";
import { startPeriodicJob } from "~/jobs/index.server";
import { enqueueEmail } from "~/mail/index.server";
import { readCompanyFacts } from "~/site-content/index.server";

function customerUrl(projectId: string) {
  return new URL(`/prosjekt/${projectId}`, getConfig().siteUrl).toString();
}

function adminUrl(projectId = "") {
  const path = projectId ? `/admin/kundeprosjekter/${projectId}` : "/admin/kundeprosjekter";
  return new URL(path, getConfig().siteUrl).toString();
}

/**
 * The staff digest shows this many notices, each cut to this many characters, whatever a
 * customer posted meanwhile: the rest are on the project's page, which the mail links to.
 */
const STAFF_DIGEST_NOTICES = 20;
const STAFF_DIGEST_LINE_CHARS = 300;

type Notice = {
  id: string;
  recipient: string;
  text: string;
  project: { id: string; projectName: string; contactName: string; email: string };
};

/**
 * Mails every recipient whose notices wait and who got no digest in the last window: one
 * e-mail with all their lines, grouped by project (decision 127). Notices are marked in the
 * same transaction as the outbox row, and only if still unmarked, so two processes never
 * send the same lines twice.
 */
export async function sendFeedbackDigests({
  db = prisma,
  now = new Date(),
  windowSeconds = getConfig().FEEDBACK_MAIL_WINDOW_SECONDS,
}: { db?: Database; now?: Date; windowSeconds?: number } = {}) {
  const pending = await db.feedbackNotice.findMany({
    where: { mailedAt: null },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    include: {
      project: { select: { id: true, projectName: true, contactName: true, email: true } },
    },
  });
  if (pending.length === 0) return 0;
  const studio = await readCompanyFacts(db);
  const byRecipient = groupBy(pending, (notice) => notice.recipient);
  let sent = 0;
  for (const [recipient, notices] of byRecipient) {
    const lastMail = await db.feedbackNotice.findFirst({
      where: { recipient, mailedAt: { not: null } },
      orderBy: { mailedAt: "desc" },
    });
    if (lastMail?.mailedAt && now.getTime() - lastMail.mailedAt.getTime() < windowSeconds * 1000)
      continue;
    const ids = notices.map((notice) => notice.id);
    const mailed = await db
      .$transaction(async (tx) => {
        const { count } = await tx.feedbackNotice.updateMany({
          where: { id: { in: ids }, mailedAt: null },
          data: { mailedAt: now },
        });
        if (count !== ids.length) throw new DigestRaced();
        await enqueueEmail(tx, digestEmail(recipient, notices, studio));
        return true;
      })
      .catch((error: unknown) => {
        if (error instanceof DigestRaced) return false;
        throw error;
      });
    if (mailed) sent += 1;
  }
  return sent;
}

class DigestRaced extends Error {}

function groupBy<T>(items: T[], key: (item: T) => string) {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

function digestEmail(recipient: string, notices: Notice[], studio: CompanyFacts) {
  const byProject = [...groupBy(notices, (notice) => notice.project.id).values()];
  const toStaff = recipient === getConfig().STAFF_INBOX;
  if (toStaff) {
    return {
      to: recipient,
      subject: feedbackEmails.staff.subject(byProject.length),
      text: staffDigestText(byProject),
    };
  }
  const first = notices[0]!.project;
  return {
    to: recipient,
    subject: feedbackEmails.customer.subject(first.projectName),
    text: feedbackEmails.customer.text(
      first.contactName,
      byProject.map((group) => ({
        projectName: group[0]!.project.projectName,
        lines: group.map((notice) => notice.text),
        link: customerUrl(group[0]!.project.id),
      })),
      mailSignature(studio),
    ),
  };
}

/**
 * Every project's notices under its link, up to STAFF_DIGEST_NOTICES in all: a project cut
 * short says how many more it has, and the projects left out are counted at the end with a
 * link to the list.
 */
function staffDigestText(byProject: Notice[][]) {
  const { staff } = feedbackEmails;
  let room = STAFF_DIGEST_NOTICES;
  const lines: string[] = [];
  const left = { notices: 0, projects: 0 };
  for (const group of byProject) {
    const { id, projectName } = group[0]!.project;
    const shown = group.slice(0, room);
    room -= shown.length;
    if (shown.length === 0) {
      left.notices += group.length;
      left.projects += 1;
      continue;
    }
    const hidden = group.length - shown.length;
    lines.push(
      staff.project(projectName, adminUrl(id)),
      ...shown.map((notice) => `- ${clip(notice.text)}`),
      ...(hidden > 0 ? [staff.more(hidden, adminUrl(id))] : []),
      "",
    );
  }
  if (left.projects > 0) lines.push(staff.moreProjects(left.notices, left.projects, adminUrl()));
  return lines.join("\n").trimEnd();
}

function clip(text: string) {
  return text.length <= STAFF_DIGEST_LINE_CHARS
    ? text
    : `${text.slice(0, STAFF_DIGEST_LINE_CHARS - 1).trimEnd()}…`;
}

/** Sends due digests every OUTBOX_POLL_MS in this process; returns the stop function. */
export function startFeedbackDigests() {
  return startPeriodicJob({
    name: "Utsending av tilbakemeldinger",
    intervalMs: getConfig().OUTBOX_POLL_MS,
    run: () => sendFeedbackDigests(),
  });
}
