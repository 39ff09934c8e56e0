import { z } from "zod";
import { briefFormCopy, projectPageCopy, projectTypes } from "./copy/customer-projects";
import { services } from "~/services";
import {
  linesWithoutInvisibleCharacters,
  requiredPhone,
  withoutInvisibleCharacters,
} from "~/forms";

const { errors } = briefFormCopy;

/** What is typed, without the characters that hide or reorder text in staff's e-mails. */
const text = (message: string) =>
  z.string({ error: message }).overwrite(withoutInvisibleCharacters).trim();
const lines = (message: string) =>
  z.string({ error: message }).overwrite(linesWithoutInvisibleCharacters).trim();
const optionalText = (max: number, message: string) =>
  z.string().overwrite(withoutInvisibleCharacters).trim().max(max, message).default("");

const serviceSlugs = services.map((service) => service.slug) as [string, ...string[]];
const projectTypeValues = projectTypes.map((type) => type.value) as [string, ...string[]];

/** Yesterday in UTC, so a deadline of "today" is accepted in every time zone. */
const earliestDeadline = () => new Date(Date.now() - 24 * 60 * 60 * 1000);

/**
 * One schema for the browser's check of /kundeskjema and the server's. Its fields are in the
 * form's order, so a refused form without JavaScript lands in the first field to fix.
 */
export const briefSchema = z.object({
  contactName: text(errors.name).min(2, errors.name).max(200, errors.name),
  email: text(errors.email).pipe(z.email(errors.email)).pipe(z.string().max(254, errors.email)),
  phone: requiredPhone(text),
  company: optionalText(200, errors.company),
  projectName: text(errors.projectName).min(2, errors.projectName).max(200, errors.projectName),
  address: text(errors.address).min(2, errors.address).max(300, errors.address),
  projectType: z.enum(projectTypeValues, { error: errors.projectType }),
  units: z
    .number({ error: errors.units })
    .int(errors.units)
    .min(1, errors.units)
    .max(10_000, errors.units)
    .optional(),
  deadline: z
    .date({ error: errors.deadline })
    .refine((date) => date >= earliestDeadline() && date.getUTCFullYear() < 2200, errors.deadline)
    .optional(),
  description: lines(errors.description)
    .min(10, errors.description)
    .max(5000, errors.descriptionTooLong),
  services: z
    .array(z.enum(serviceSlugs, { error: errors.services }), { error: errors.services })
    .min(1, errors.services),
});

export type BriefFields = z.infer<typeof briefSchema>;

/** A brief as the database returns it: blanks stored as "", services as JSON. */
export type StoredBrief = {
  contactName: string;
  email: string;
  phone: string;
  company: string;
  projectName: string;
  address: string;
  projectType: string;
  units: number | null;
  services: unknown;
  deadline: Date | null;
  description: string;
};

const { messageForm } = projectPageCopy;

export const customerMessageSchema = z.object({
  message: lines(messageForm.tooShort).min(2, messageForm.tooShort).max(5000, messageForm.tooLong),
});

/** A project id is 24 bytes of a keyed hash (see saveBrief), 32 base64url characters. */
export function isCapabilityId(id: string) {
  return /^[A-Za-z0-9_-]{32}$/.test(id);
}
