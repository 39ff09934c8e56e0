import { prisma } from "~/db/index.server";
import { getStorage } from "~/storage/index.server";
import { pageWindow } from "~/admin";
import { containsText } from "~/admin/index.server";
import { enquiryStages, type EnquiryStage } from "./stages";
import { oneWorkingDayAfter } from "./working-days";
import { asEnquiryStage, moveEnquiryToStage, type StageMove } from "./stages.server";

const enquiriesPerPage = 20;

export async function listEnquiries({
  query,
  stage,
  page,
}: {
  query: string;
  stage: EnquiryStage | null;
  page: number;
}) {
  const term = query.trim();
  const where = {
    ...(stage ? { stage } : {}),
    ...(term
      ? {
          OR: [
            { name: containsText(term) },
            { email: containsText(term) },
            { company: containsText(term) },
            { phone: containsText(term) },
            { message: containsText(term) },
          ],
        }
      : {}),
  };
  const total = await prisma.contactRequest.count({ where });
  const { skip, take, ...paging } = pageWindow(page, total, enquiriesPerPage);
  const rows = await prisma.contactRequest.findMany({
    where,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    skip,
    take,
    select: {
      id: true,
      name: true,
      email: true,
      createdAt: true,
      company: true,
      stage: true,
      waitingSince: true,
      _count: { select: { attachments: true } },
      outbox: { select: { status: true }, orderBy: { createdAt: "desc" }, take: 1 },
    },
  });
  return {
    total,
    ...paging,
    unplacedMails: await prisma.enquiryMessage.count({ where: { contactRequestId: null } }),
    enquiries: rows.map(({ _count, outbox, stage, waitingSince, ...row }) => ({
      ...row,
      stage: asEnquiryStage(stage),
      // A new enquiry is marked by its stage; this marks a reply since our last answer.
      customerReplied: waitingSince !== null && stage !== "ny",
      attachmentCount: _count.attachments,
      deliveryStatus: outbox[0]?.status ?? null,
    })),
  };
}

/** An enquiry's mails as its thread shows them: oldest first, with files and delivery. */
export const threadMessages = {
  orderBy: [{ createdAt: "asc" as const }, { id: "asc" as const }],
  include: {
    attachments: { orderBy: { createdAt: "asc" as const } },
    outboxMessage: { select: { status: true, lastError: true } },
  },
};

export function getEnquiry(id: string) {
  return prisma.contactRequest.findUnique({
    where: { id },
    include: {
      outbox: {
        orderBy: { createdAt: "desc" },
        select: {
          id: true,
          to: true,
          subject: true,
          status: true,
          attempts: true,
          lastError: true,
          sentAt: true,
          createdAt: true,
        },
      },
    },
  });
}

/** Staff's move on the enquiry page; "missing" when there is no such enquiry. */
export function changeEnquiryStage(move: StageMove) {
  return prisma.$transaction((tx) => moveEnquiryToStage(tx, move));
}

/**
 * Queues the enquiry's latest e-mail again as a new outbox row, so the history of the
 * earlier attempts stays visible. False when the enquiry has sent no e-mail.
 */
export async function resendEnquiryEmail(id: string) {
  const latest = await prisma.outboxMessage.findFirst({
    where: { contactRequestId: id },
    orderBy: { createdAt: "desc" },
    select: resentFields,
  });
  if (!latest) return false;
  const { headers, attachments, ...message } = latest;
  await prisma.outboxMessage.create({
    data: {
      ...message,
      headers: headers ?? {},
      attachments: attachments ?? [],
      contactRequestId: id,
    },
  });
  return true;
}

/** What a resend copies: the message itself, not its delivery history. */
const resentFields = {
  to: true,
  from: true,
  replyTo: true,
  subject: true,
  text: true,
  html: true,
  headers: true,
  attachments: true,
} as const;

/** The path segment that stands for "no enquiry" in an unplaced mail's attachment link. */
const UNPLACED = "uplassert";

/**
 * The attachment's bytes, only through the enquiry it belongs to: sent with the enquiry, or
 * with a mail in its thread (an unplaced mail's through UNPLACED).
 */
export async function openEnquiryAttachment(enquiryId: string, attachmentId: string) {
  const attachment =
    (await prisma.contactAttachment.findFirst({
      where: { id: attachmentId, contactRequestId: enquiryId },
    })) ??
    (await prisma.enquiryMessageAttachment.findFirst({
      where: {
        id: attachmentId,
        message: { contactRequestId: enquiryId === UNPLACED ? null : enquiryId },
      },
    }));
  if (!attachment) return null;
  const stored = await getStorage().get(attachment.storageKey);
  if (!stored) return null;
  return { attachment, stored };
}

/** Inbound mails that matched no enquiry, newest first. */
export function listUnplacedMails() {
  return prisma.enquiryMessage.findMany({
    where: { contactRequestId: null },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: 100,
    include: { attachments: { orderBy: { createdAt: "asc" } } },
  });
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The overview's pipeline: how many enquiries are in each stage, and the new ones that have
 * waited longer than one Norwegian working day for a first answer (decision 236), oldest first.
 */
export async function pipelineOverview(now = new Date()) {
  const [groups, candidates] = await Promise.all([
    prisma.contactRequest.groupBy({ by: ["stage"], _count: { _all: true } }),
    // Never under a day: one working day is at least 24 hours.
    prisma.contactRequest.findMany({
      where: { stage: "ny", createdAt: { lt: new Date(now.getTime() - DAY_MS) } },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      take: 200,
      select: { id: true, name: true, createdAt: true },
    }),
  ]);
  const counts = Object.fromEntries(enquiryStages.map((stage) => [stage, 0])) as Record<
    EnquiryStage,
    number
  >;
  for (const group of groups) counts[asEnquiryStage(group.stage)] += group._count._all;
  return {
    counts,
    waiting: candidates.filter((enquiry) => oneWorkingDayAfter(enquiry.createdAt) < now),
  };
}
