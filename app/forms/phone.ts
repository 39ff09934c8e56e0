import type { z } from "zod";
import { formCopy } from "./copy";

/**
 * The phone number a public form asks for, built on the form's own cleaned text: an empty
 * field is told it is missing, a short number the spec's "minst 8 siffer". Zod itself is the
 * caller's, so this entry (which the root imports) brings no schema library into every page.
 */
export function requiredPhone(text: (message: string) => z.ZodString) {
  return text(formCopy.phoneMissing)
    .min(1, { error: formCopy.phoneMissing, abort: true })
    .min(8, formCopy.phoneTooShort)
    .max(40, formCopy.phoneTooShort);
}
