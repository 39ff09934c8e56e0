import { z } from "zod";
import { campaignCopy } from "./copy/newsletter-admin";
import { roleValues } from "./newsletter-schema";

const { errors } = campaignCopy;

/** An issue as staff write it: saved as a draft, or saved and taken to the step before sending. */
export const campaignSchema = z.object({
  intent: z.enum(["save", "review"]),
  /** The draft being changed; none for a new one. */
  id: z.string().max(100).optional(),
  subject: z
    .string({ error: errors.subject })
    .trim()
    .min(3, errors.subject)
    .max(150, errors.subject),
  markdown: z.string({ error: errors.body }).trim().min(20, errors.body).max(50_000, errors.body),
  roles: z.array(z.enum(roleValues), { error: errors.roles }).min(1, errors.roles),
});
