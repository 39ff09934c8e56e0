import { z } from "zod";
import { contactFormCopy } from "./copy/contact";
import {
  linesWithoutInvisibleCharacters,
  requiredPhone,
  withoutInvisibleCharacters,
} from "~/forms";

const { errors } = contactFormCopy;

/** What is typed, without the characters that hide or reorder text in staff's e-mails. */
const text = (message: string) =>
  z.string({ error: message }).overwrite(withoutInvisibleCharacters).trim();
const lines = (message: string) =>
  z.string({ error: message }).overwrite(linesWithoutInvisibleCharacters).trim();

/** One schema for the browser's check and the server's. */
export const contactSchema = z.object({
  name: text(errors.name).min(2, errors.name).max(200, errors.name),
  email: text(errors.email).pipe(z.email(errors.email)).pipe(z.string().max(254, errors.email)),
  phone: requiredPhone(text),
  message: lines(errors.message).min(10, errors.message).max(5000, errors.messageTooLong),
});

export type ContactFields = z.infer<typeof contactSchema>;
