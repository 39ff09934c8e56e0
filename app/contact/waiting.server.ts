import { type Database, type DatabaseTransaction, prisma } from "~/db/index.server";

/** The inbox lists at most this many of a kind; more than that waiting is a different problem. */
const INBOX_LIMIT = 200;

/*
 * An enquiry waits for staff while its waitingSince is set (decision 302): from its arrival,
 * and from the first customer mail after our last answer. Answering or dismissing it clears it.
 */

/** The customer wrote (`at`): the enquiry waits from then, unless it already waits. */
export function markEnquiryWaiting(tx: DatabaseTransaction, enquiryId: string, at: Date) {
  return tx.contactRequest.updateMany({
    where: { id: enquiryId, waitingSince: null },
    data: { waitingSince: at },
  });
}

/** Staff answered it, or took it off the inbox: nothing of it waits now. */
export function markEnquiryAnswered(tx: DatabaseTransaction | Database, enquiryId: string) {
  return tx.contactRequest.updateMany({
    where: { id: enquiryId },
    data: { waitingSince: null },
  });
}

/**
 * The enquiries that wait for staff, newest wait first: the inbox's rows (decision 302), each
 * with its latest answered quote, which made it wait when the customer answered it last
 * (decision 333).
 */
export function enquiriesWaitingForStaff() {
  return prisma.contactRequest.findMany({
    where: { waitingSince: { not: null } },
    orderBy: [{ waitingSince: "desc" }, { id: "desc" }],
    take: INBOX_LIMIT,
    select: {
      id: true,
      name: true,
      stage: true,
      waitingSince: true,
      quotes: {
        where: { decidedAt: { not: null } },
        orderBy: { decidedAt: "desc" },
        take: 1,
        select: { version: true, status: true, decidedAt: true, acceptedBy: true },
      },
    },
  });
}

/** Inbound mails that matched no enquiry, for the inbox: who, what, when. */
export function unplacedMailsWaiting() {
  return prisma.enquiryMessage.findMany({
    where: { contactRequestId: null },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: INBOX_LIMIT,
    select: { id: true, fromAddress: true, subject: true, createdAt: true },
  });
}

/** Staff took the enquiry off the inbox without answering; false when there is none. */
export async function dismissWaitingEnquiry(enquiryId: string) {
  const { count } = await markEnquiryAnswered(prisma, enquiryId);
  return count === 1;
}
