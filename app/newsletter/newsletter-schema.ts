import { z } from "zod";
import { newsletterCopy, subscriberRoles } from "./copy/newsletter";

const missing = newsletterCopy.missing.description;

export const roleValues = subscriberRoles.map((role) => role.value) as [
  (typeof subscriberRoles)[number]["value"],
  ...(typeof subscriberRoles)[number]["value"][],
];

/** Every field is required; the spec gives one message for any of them missing. */
export const newsletterSchema = z.object({
  email: z
    .string({ error: missing })
    .trim()
    .toLowerCase()
    .pipe(z.email(missing))
    .pipe(z.string().max(254, missing)),
  role: z.enum(roleValues, { error: missing }),
  consent: z.literal("on", { error: missing }),
});
