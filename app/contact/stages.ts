/** An enquiry's way through the pipeline, in order (decision 235). */
export const enquiryStages = ["ny", "besvart", "tilbud_sendt", "vunnet", "tapt"] as const;

export type EnquiryStage = (typeof enquiryStages)[number];

/** Tapt keeps a short reason; the other stages take none. */
export const lostReasonMaxLength = 300;
