import { z } from "zod";
import { enquiryStageCopy } from "./copy";

/** An enquiry's way through the pipeline, in order (decision 235). */
export const enquiryStages = ["ny", "besvart", "tilbud_sendt", "vunnet", "tapt"] as const;

export const enquiryStageSchema = z.enum(enquiryStages);

export type EnquiryStage = z.infer<typeof enquiryStageSchema>;

/** Tapt keeps a short reason; the other stages take none. */
export const lostReasonMaxLength = 300;

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
