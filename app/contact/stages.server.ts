import { z } from "zod";
import type { DatabaseTransaction } from "~/db/index.server";
import { enquiryStageCopy } from "./copy/enquiries-admin";
import { enquiryStages, lostReasonMaxLength, type EnquiryStage } from "./stages";

/*
 * The schemas stay on the server: a module that builds a Zod schema at its top level brings
 * all of Zod (23 kB brotli) to every page that imports it, and the admin overview only needs
 * the list of stages.
 */
export const enquiryStageSchema = z.enum(enquiryStages);

/** A stored stage read back as the type; a value outside the list (never written) reads as Ny. */
export function asEnquiryStage(value: string): EnquiryStage {
  const parsed = enquiryStageSchema.safeParse(value);
  return parsed.success ? parsed.data : "ny";
}

const { errors } = enquiryStageCopy;

/** Staff's stage change on the enquiry page. */
export const stageChangeSchema = z
  .object({
    intent: z.literal("stage"),
    stage: z.enum(enquiryStages, { error: errors.stage }),
    reason: z.string().trim().max(lostReasonMaxLength, errors.reasonTooLong).optional(),
  })
  .refine((value) => value.stage !== "tapt" || Boolean(value.reason), {
    path: ["reason"],
    message: errors.reasonRequired,
  });

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
