import type { DatabaseTransaction } from "~/db/index.server";

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
export function markEnquiryAnswered(tx: DatabaseTransaction, enquiryId: string) {
  return tx.contactRequest.updateMany({
    where: { id: enquiryId },
    data: { waitingSince: null },
  });
}
