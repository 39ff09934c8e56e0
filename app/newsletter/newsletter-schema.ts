import { z } from "zod";
import { newsletterCopy, subscriberRoles } from "./copy/newsletter";

const { fieldErrors } = newsletterCopy;

export const roleValues = subscriberRoles.map((role) => role.value) as [
  (typeof subscriberRoles)[number]["value"],
  ...(typeof subscriberRoles)[number]["value"][],
];

/**
 * Every field is required. The spec gives one toast for any of them missing; each field says
 * besides what it lacks.
 */
export const newsletterSchema = z.object({
  email: z
    .string({ error: fieldErrors.email })
    .trim()
    .toLowerCase()
    .pipe(z.email(fieldErrors.email))
    .pipe(z.string().max(254, fieldErrors.email)),
  role: z.enum(roleValues, { error: fieldErrors.role }),
  consent: z.literal("on", { error: fieldErrors.consent }),
});
