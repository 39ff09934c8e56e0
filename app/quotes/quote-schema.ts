import { z } from "zod";
import { linesWithoutInvisibleCharacters, withoutInvisibleCharacters } from "~/forms";
import { quoteFormCopy, quotePageCopy } from "./copy";
import { parseKroner } from "./money";

const { errors } = quoteFormCopy;

export const MAX_QUOTE_LINES = 30;
/**
 * Ten million kroner a unit keeps every sum, VAT included, far inside the integers a double
 * holds exactly, and a price inside the database's 32-bit column.
 */
const MAX_UNIT_PRICE_ORE = 1_000_000_000;
const MAX_DAYS_VALID = 366;

const text = (message: string) =>
  z.string({ error: message }).overwrite(withoutInvisibleCharacters).trim();
const lines = (message: string) =>
  z.string({ error: message }).overwrite(linesWithoutInvisibleCharacters).trim();

const osloDay = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Europe/Oslo",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** Today's date in Norway as YYYY-MM-DD, whatever the server's or browser's time zone. */
export function norwegianToday(now = new Date()) {
  return osloDay.format(now);
}

/** The YYYY-MM-DD a quote's validUntil (midnight UTC of its last day) stands for. */
export function dayOf(date: Date) {
  return date.toISOString().slice(0, 10);
}

function isValidityDay(day: string) {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || dayOf(date) !== day) return false;
  const today = new Date(`${norwegianToday()}T00:00:00Z`);
  const days = (date.getTime() - today.getTime()) / (24 * 60 * 60 * 1000);
  return days >= 0 && days <= MAX_DAYS_VALID;
}

const price = z.string({ error: errors.price }).transform((written, context) => {
  const ore = parseKroner(written);
  if (ore === null || ore > MAX_UNIT_PRICE_ORE) {
    context.addIssue({ code: "custom", message: errors.price });
    return z.NEVER;
  }
  return ore;
});

const quoteLine = z.object({
  description: text(errors.description).min(1, errors.description).max(500, errors.description),
  quantity: z
    .number({ error: errors.quantity })
    .int(errors.quantity)
    .min(1, errors.quantity)
    .max(10_000, errors.quantity),
  price,
});

/** One schema for the browser's check of the quote form and the server's. */
export const quoteSchema = z.object({
  lines: z
    .array(quoteLine, { error: errors.lines })
    .min(1, errors.lines)
    .max(MAX_QUOTE_LINES, errors.lines),
  validUntil: z
    .string({ error: errors.validUntil })
    .regex(/^\d{4}-\d{2}-\d{2}$/, errors.validUntil)
    .refine(isValidityDay, errors.validUntil),
  terms: lines(errors.terms).max(5000, errors.terms).default(""),
});

export type QuoteFields = z.infer<typeof quoteSchema>;

const answerErrors = quotePageCopy.errors;

/** The customer's answer on the quote page: a name to accept, or an optional reason to decline. */
export const quoteAnswerSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({
      intent: z.literal("accept"),
      name: text(answerErrors.name).min(2, answerErrors.name).max(200, answerErrors.name),
    }),
    z.object({
      intent: z.literal("decline"),
      reason: lines(answerErrors.reason).max(2000, answerErrors.reason).default(""),
    }),
  ],
  { error: answerErrors.unknown },
);
