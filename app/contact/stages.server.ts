import type { DatabaseTransaction } from "~/db/index.server";
import { asEnquiryStage, type EnquiryStage } from "./stages";

export interface StageMove {
  enquiryId: string;
  stage: EnquiryStage;
  /** Who moved it; null when the customer did (accepting or declining a quote). */
  staffEmail: string | null;
  /** Only kept for Tapt. */
  reason?: string;
  /** Moves only from these stages, so an automatic move never undoes a later one. */
  onlyFrom?: readonly EnquiryStage[];
}

export type StageMoveResult = "moved" | "unchanged" | "missing";

/**
 * Moves an enquiry to a stage and records who and when, inside the caller's transaction.
 * The update is conditional on the stage read, so two staff moving at once both leave a
 * true history: the second sees "unchanged" rather than overwriting unseen.
 */
export async function moveEnquiryToStage(
  tx: DatabaseTransaction,
  { enquiryId, stage, staffEmail, reason, onlyFrom }: StageMove,
): Promise<StageMoveResult> {
  const enquiry = await tx.contactRequest.findUnique({
    where: { id: enquiryId },
    select: { stage: true },
  });
  if (!enquiry) return "missing";
  const from = asEnquiryStage(enquiry.stage);
  if (from === stage || (onlyFrom && !onlyFrom.includes(from))) return "unchanged";
  const { count } = await tx.contactRequest.updateMany({
    where: { id: enquiryId, stage: enquiry.stage },
    data: { stage },
  });
  if (count === 0) return "unchanged";
  await tx.enquiryStageChange.create({
    data: {
      contactRequestId: enquiryId,
      fromStage: from,
      stage,
      reason: stage === "tapt" ? (reason?.trim() ?? null) : null,
      staffEmail,
    },
  });
  return "moved";
}
