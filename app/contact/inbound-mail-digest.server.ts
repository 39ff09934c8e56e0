import { getConfig } from "~/config/index.server";
import { type Database, prisma } from "~/db/index.server";
import { startPeriodicJob } from "~/jobs/index.server";
import { enqueueEmail } from "~/mail/index.server";
import { threadCopy } from "./copy/enquiries-admin";

/** A digest names this many mails of each kind; a flood is summed up after them. */
const LINES_PER_KIND = 30;

type Notice = {
  id: string;
  message: { fromAddress: string; subject: string; contactRequestId: string | null };
};

/**
 * One mail to staff for every inbound mail that waits for it (every unplaced one, and replies
 * past their enquiry's limit), at most one per INBOUND_MAIL_DIGEST_SECONDS (decision 294, as
 * the feedback digests of decision 127). The notices are marked in the outbox row's
 * transaction, only if still unmarked, so two processes never mail the same one twice.
 */
export async function sendInboundMailDigest({
  db = prisma,
  now = new Date(),
  windowSeconds = getConfig().INBOUND_MAIL_DIGEST_SECONDS,
}: { db?: Database; now?: Date; windowSeconds?: number } = {}) {
  const last = await db.inboundMailNotice.findFirst({
    where: { mailedAt: { not: null } },
    orderBy: { mailedAt: "desc" },
    select: { mailedAt: true },
  });
  if (last?.mailedAt && now.getTime() - last.mailedAt.getTime() < windowSeconds * 1000) return 0;
  const notices = await db.inboundMailNotice.findMany({
    where: { mailedAt: null },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: {
      id: true,
      message: { select: { fromAddress: true, subject: true, contactRequestId: true } },
    },
  });
  if (!notices.length) return 0;
  return db
    .$transaction(async (tx) => {
      const { count } = await tx.inboundMailNotice.updateMany({
        where: { id: { in: notices.map((notice) => notice.id) }, mailedAt: null },
        data: { mailedAt: now },
      });
      if (count !== notices.length) throw new MailedElsewhere();
      await enqueueEmail(tx, digestEmail(notices));
      return 1;
    })
    .catch((error: unknown) => {
      if (error instanceof MailedElsewhere) return 0;
      throw error;
    });
}

/** Another process marked some of the notices first; its mail has them. */
class MailedElsewhere extends Error {}

function digestEmail(notices: Notice[]) {
  const copy = threadCopy.digest;
  const adminUrl = (path: string) => new URL(path, getConfig().siteUrl).toString();
  const lines = (list: Notice[], link: (notice: Notice) => string[]) => [
    ...list
      .slice(0, LINES_PER_KIND)
      .flatMap((notice) => [
        copy.line(notice.message.fromAddress, notice.message.subject),
        ...link(notice),
      ]),
    ...(list.length > LINES_PER_KIND ? [copy.more(list.length - LINES_PER_KIND)] : []),
  ];
  const unplaced = notices.filter((notice) => !notice.message.contactRequestId);
  const placed = notices.filter((notice) => notice.message.contactRequestId);
  const sections = [
    ...(unplaced.length
      ? [
          copy.unplaced(unplaced.length),
          ...lines(unplaced, () => []),
          copy.unplacedLink,
          adminUrl("/admin/henvendelser/uplassert"),
          "",
        ]
      : []),
    ...(placed.length
      ? [
          copy.placed(placed.length),
          ...lines(placed, (notice) => [
            `  ${adminUrl(`/admin/henvendelser/${notice.message.contactRequestId}`)}`,
          ]),
        ]
      : []),
  ];
  return {
    to: getConfig().STAFF_INBOX,
    subject: copy.subject(notices.length),
    text: sections.join("\n").trimEnd(),
  };
}

/** Sends a due digest every OUTBOX_POLL_MS in this process; returns the stop function. */
export function startInboundMailDigests() {
  return startPeriodicJob({
    name: "Samlet varsel om innkommende e-post",
    intervalMs: getConfig().OUTBOX_POLL_MS,
    run: async () => {
      await sendInboundMailDigest();
    },
  });
}
