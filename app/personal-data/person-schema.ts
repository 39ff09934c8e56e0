import { z } from "zod";
import { personalDataCopy } from "./copy";

const { errors } = personalDataCopy;

/** A phone number's digits without the Norwegian country code, so "+47 912 34 567" = "91234567". */
export function phoneDigits(phone: string) {
  const digits = phone.replace(/\D/g, "").replace(/^00/, "");
  return digits.length > 8 && digits.startsWith("47") ? digits.slice(2) : digits;
}

const email = z
  .string({ error: errors.email })
  .trim()
  .toLowerCase()
  .pipe(z.email(errors.email))
  .pipe(z.string().max(254, errors.email));

const phone = z
  .string()
  .trim()
  .max(40, errors.phone)
  .refine((value) => /^[\d\s+().-]*$/.test(value), errors.phone)
  .transform(phoneDigits)
  .refine((digits) => digits.length >= 8 && digits.length <= 15, errors.phone)
  .optional();

/** Whom to find; one schema for the browser's check and the server's. */
export const findPersonSchema = z.object({ intent: z.literal("find"), email, phone });

/** Erasing takes the address typed once more, so a slip of the mouse erases nobody. */
export const erasePersonSchema = z
  .object({
    intent: z.literal("erase"),
    email,
    phone,
    confirmation: z.string({ error: errors.confirmation }).trim().toLowerCase(),
  })
  .refine((value) => value.confirmation === value.email, {
    message: errors.confirmation,
    path: ["confirmation"],
  });

/** What the export's download posts: the person found. */
export const exportPersonSchema = z.object({ email, phone });
