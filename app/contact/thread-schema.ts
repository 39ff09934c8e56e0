import { z } from "zod";
import { services } from "~/services";
import { linesWithoutInvisibleCharacters, withoutInvisibleCharacters } from "~/forms";
import { threadCopy } from "./copy/enquiries-admin";

const { errors } = threadCopy;

const lines = (min: string, max: string, maxLength: number) =>
  z
    .string({ error: min })
    .overwrite(linesWithoutInvisibleCharacters)
    .trim()
    .min(2, min)
    .max(maxLength, max);

/** Staff's answer to the customer, mailed through the outbox. */
export const answerSchema = z.object({
  intent: z.literal("answer"),
  body: lines(errors.answer, errors.answerTooLong, 10_000),
});

/** An internal note; never mailed. */
export const noteSchema = z.object({
  intent: z.literal("note"),
  body: lines(errors.note, errors.noteTooLong, 5000),
});

export const companySchema = z.object({
  intent: z.literal("company"),
  // An emptied field is sent as nothing at all: the company is then cleared.
  company: z
    .string()
    .overwrite(withoutInvisibleCharacters)
    .trim()
    .max(200, errors.company)
    .default(""),
});

const serviceSlugs = services.map((service) => service.slug);

/** The service the enquiry is about; nothing chosen clears it. */
export const serviceSchema = z.object({
  intent: z.literal("service"),
  service: z
    .string()
    .refine((slug) => slug === "" || serviceSlugs.includes(slug as never), errors.service)
    .default(""),
});

const mailField = z.string({ error: errors.placeMail }).trim().min(1, errors.placeMail).max(100);

/**
 * Staff's choice for an unplaced mail: place it on the enquiry it belongs to (decision 268),
 * make it a new enquiry, or delete it as spam (decision 302).
 */
export const unplacedMailSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("place"),
    mail: mailField,
    enquiry: z.string({ error: errors.placeEnquiry }).trim().min(1, errors.placeEnquiry).max(100),
  }),
  z.object({ intent: z.literal("new-enquiry"), mail: mailField }),
  z.object({ intent: z.literal("spam"), mail: mailField }),
]);
