import { prisma } from "~/db/index.server";
import { getStorage } from "~/storage/index.server";
import { pageWindow } from "~/admin";
import { containsText } from "~/admin/index.server";
import { asEnquiryStage, type EnquiryStage } from "./stages";
import { moveEnquiryToStage, type StageMove } from "./stages.server";

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
      _count: { select: { attachments: true } },
      outbox: { select: { status: true }, orderBy: { createdAt: "desc" }, take: 1 },
    },
  });
  return {
    total,
    ...paging,
    enquiries: rows.map(({ _count, outbox, stage, ...row }) => ({
      ...row,
      stage: asEnquiryStage(stage),
      attachmentCount: _count.attachments,
      deliveryStatus: outbox[0]?.status ?? null,
    })),
  };
}

export function getEnquiry(id: string) {
  return prisma.contactRequest.findUnique({
    where: { id },
    include: {
      attachments: { orderBy: { createdAt: "asc" } },
      stages: { orderBy: [{ createdAt: "asc" }, { id: "asc" }] },
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

/** The attachment's bytes, only through the enquiry it belongs to. */
export async function openEnquiryAttachment(enquiryId: string, attachmentId: string) {
  const attachment = await prisma.contactAttachment.findFirst({
    where: { id: attachmentId, contactRequestId: enquiryId },
  });
  if (!attachment) return null;
  const stored = await getStorage().get(attachment.storageKey);
  if (!stored) return null;
  return { attachment, stored };
}
