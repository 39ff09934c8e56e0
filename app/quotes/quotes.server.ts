import { randomUUID } from "node:crypto";
import { parseWithZod } from "@conform-to/zod/v4";
import { formatDateTime } from "~/format";
import type { CompanyFacts } from "~/company";
import { getConfig } from "~/config/index.server";
import { lostReasonMaxLength } from "~/contact";
import { markEnquiryWaiting, moveEnquiryToStage, queueThreadMail } from "~/contact/index.server";
import {
  type Database,
  type DatabaseTransaction,
  isUniqueViolation,
  newCapabilityId,
  prisma,
} from "~/db/index.server";
import { enqueueEmail } from "~/mail/index.server";
import { readCompanyFacts } from "~/site-content/index.server";
import { consumeRateLimit } from "~/spam-guard/index.server";
import { type FileStorage, getStorage } from "~/storage/index.server";
import { quoteFormCopy, quotePageCopy } from "./copy";
import {
  customerAcceptedEmail,
  customerQuoteEmail,
  type QuoteSource,
  staffAcceptedEmail,
  staffDeclinedEmail,
} from "./emails.server";
import { formatKroner, quoteTotals, writeKroner } from "./money";
import { quotePdf } from "./quote-pdf.server";
import type { QuoteDocumentView } from "./ui/quote-document";
import { dayOf, norwegianToday, type QuoteFields, quoteAnswerSchema } from "./quote-schema";

type Db = Database | DatabaseTransaction;

/** What a quote is to its reader: `expired` is an open one past its last day. */
type QuoteState = "open" | "expired" | "accepted" | "declined" | "superseded";

const withLines = { lines: { orderBy: { position: "asc" } } } as const;

type StoredQuote = {
  id: string;
  enquiryId: string | null;
  projectId: string | null;
  status: string;
  validUntil: Date;
  lines: { quantity: number; unitPriceOre: number }[];
};

function sourceOf(quote: Pick<StoredQuote, "enquiryId" | "projectId">): QuoteSource {
  return quote.enquiryId ? { enquiryId: quote.enquiryId } : { projectId: quote.projectId ?? "" };
}

function stateOf(quote: Pick<StoredQuote, "status" | "validUntil">, today = norwegianToday()) {
  if (quote.status === "open" && dayOf(quote.validUntil) < today) return "expired";
  return quote.status as QuoteState;
}

/** "2026-12-24" as "24.12.2026". */
function formatDay(day: string) {
  const [year, month, date] = day.split("-");
  return `${date}.${month}.${year}`;
}

const totalOf = (quote: Pick<StoredQuote, "lines">) => formatKroner(quoteTotals(quote.lines).total);

/**
 * The person a quote for this enquiry or project goes to, or null when it does not exist or
 * erasure left it without an address (decision 321): a quote is mailed, to nobody then.
 */
async function findRecipient(source: QuoteSource, db: Db) {
  if ("enquiryId" in source) {
    const enquiry = await db.contactRequest.findUnique({
      where: { id: source.enquiryId },
      select: { name: true, email: true },
    });
    return enquiry;
  }
  const project = await db.customerProject.findUnique({
    where: { id: source.projectId },
    select: { contactName: true, email: true },
  });
  return project?.email ? { name: project.contactName, email: project.email } : null;
}

/** Where to find the quotes of one enquiry or project, or of a project and its enquiry. */
const quotesOf = (sources: QuoteSource | QuoteSource[]) =>
  Array.isArray(sources) ? { OR: sources } : sources;

/**
 * Quotes as staff list them, newest first: an enquiry's or a project's, or a project's and
 * those of the enquiry it was made from, which hold what the customer agreed to.
 */
export async function listQuotes(sources: QuoteSource | QuoteSource[], db: Database = prisma) {
  const quotes = await db.quote.findMany({
    where: quotesOf(sources),
    orderBy: [{ createdAt: "desc" }, { version: "desc" }],
    include: withLines,
  });
  const today = norwegianToday();
  return quotes.map((quote) => ({
    id: quote.id,
    version: quote.version,
    sent: formatDateTime(quote.createdAt),
    total: totalOf(quote),
    state: stateOf(quote, today),
    acceptedBy: quote.acceptedBy,
    declineReason: quote.declineReason,
  }));
}

/** The quote the customer accepted, in full as its page shows it; null while there is none. */
export async function acceptedQuote(sources: QuoteSource | QuoteSource[], db: Database = prisma) {
  const quote = await db.quote.findFirst({
    where: { ...quotesOf(sources), status: "accepted" },
    orderBy: { decidedAt: "desc" },
    include: withLines,
  });
  return quote && quoteView(quote);
}

/**
 * What the quote form starts from: who it goes to, and the latest version's lines and terms
 * to change (a new version is written from the one before). Null when the source is gone.
 */
export async function quoteFormStart(source: QuoteSource, db: Database = prisma) {
  const recipient = await findRecipient(source, db);
  if (!recipient) return null;
  const latest = await db.quote.findFirst({
    where: source,
    orderBy: { version: "desc" },
    include: withLines,
  });
  const accepted = await db.quote.count({ where: { ...source, status: "accepted" } });
  return {
    recipient,
    version: (latest?.version ?? 0) + 1,
    accepted: accepted > 0,
    defaultValue: {
      lines: latest?.lines.map((line) => ({
        description: line.description,
        quantity: String(line.quantity),
        price: writeKroner(line.unitPriceOre),
      })) ?? [{ description: "", quantity: "1", price: "" }],
      terms: latest?.terms ?? quoteFormCopy.defaultTerms,
    },
  };
}

export type SendQuoteOutcome =
  | { status: "sent"; quoteId: string }
  | { status: "not-found" }
  | { status: "refused"; message: string };

/**
 * Stores the quote as the source's next version, supersedes the open one before it, and
 * queues the customer's e-mail, all in one transaction. A source with an accepted quote
 * takes no more: what the customer agreed to stands.
 */
export async function sendQuote(
  source: QuoteSource,
  fields: QuoteFields,
  sentBy: string,
  db: Database = prisma,
): Promise<SendQuoteOutcome> {
  const studio = await readCompanyFacts(db);
  try {
    return await db.$transaction(async (tx): Promise<SendQuoteOutcome> => {
      const recipient = await findRecipient(source, tx);
      if (!recipient) return { status: "not-found" };
      const earlier = await tx.quote.findMany({
        where: source,
        orderBy: { version: "desc" },
        select: { version: true, status: true },
      });
      if (earlier.some((quote) => quote.status === "accepted"))
        return { status: "refused", message: quoteFormCopy.errors.accepted };
      const id = newCapabilityId();
      const version = (earlier[0]?.version ?? 0) + 1;
      const lines = fields.lines.map((line, position) => ({
        position,
        description: line.description,
        quantity: line.quantity,
        unitPriceOre: line.price,
      }));
      await tx.quote.create({
        data: {
          id,
          ...source,
          version,
          customerName: recipient.name,
          email: recipient.email,
          validUntil: new Date(`${fields.validUntil}T00:00:00Z`),
          terms: fields.terms,
          sentBy,
          lines: { create: lines },
        },
      });
      await tx.quote.updateMany({
        where: { ...source, status: "open", id: { not: id } },
        data: { status: "superseded", supersededBy: id },
      });
      // On PostgreSQL an accept that committed while the update above waited for its row is
      // skipped by it, not superseded; this later read sees it, and the new version goes.
      if (await tx.quote.count({ where: { ...source, status: "accepted" } }))
        throw new AcceptedMeanwhile();
      const mail = customerQuoteEmail(
        {
          id,
          version,
          customerName: recipient.name,
          email: recipient.email,
          total: totalOf({ lines }),
          validUntil: formatDay(fields.validUntil),
        },
        studio,
      );
      // An enquiry's quote goes out in its thread, so the customer's answer comes back there.
      if ("enquiryId" in source)
        await queueThreadMail(tx, {
          enquiryId: source.enquiryId,
          subject: mail.subject,
          text: mail.text,
          staffEmail: sentBy,
          quoteId: id,
        });
      else await enqueueEmail(tx, mail);
      if ("enquiryId" in source)
        await moveEnquiryToStage(tx, {
          enquiryId: source.enquiryId,
          stage: "tilbud_sendt",
          staffEmail: sentBy,
          onlyFrom: ["ny", "besvart"],
        });
      return { status: "sent", quoteId: id };
    });
  } catch (error) {
    if (error instanceof AcceptedMeanwhile)
      return { status: "refused", message: quoteFormCopy.errors.accepted };
    // Two sends at once took the same version number: the second changes nothing.
    if (isUniqueViolation(error)) return { status: "refused", message: quoteFormCopy.errors.race };
    throw error;
  }
}

/** Thrown to roll back a send that met a quote the customer accepted in the same moment. */
class AcceptedMeanwhile extends Error {}

/** A quote id is a capability id: 24 random bytes, 32 base64url characters. */
const isQuoteId = (id: string) => /^[A-Za-z0-9_-]{32}$/.test(id);

type Lookup<T> =
  { status: "found"; quote: T } | { status: "not-found" } | { status: "rate-limited" };

/**
 * A valid link is never counted or refused however often it is opened; only misses count
 * against the address, as on the project page (decision 186), and past the limit answer 429.
 */
async function lookUpQuote(id: string, clientIp: string, db: Database) {
  const quote = isQuoteId(id) ? await findQuote(db, id) : null;
  if (quote) return { status: "found", quote } as const;
  const config = getConfig();
  const limit = await consumeRateLimit(
    {
      key: `quote-guess:${clientIp}`,
      limit: config.RATE_LIMIT_PROJECT_GUESSES,
      windowSeconds: config.RATE_LIMIT_WINDOW_SECONDS,
    },
    { db },
  );
  return { status: limit.allowed ? "not-found" : "rate-limited" } as const;
}

/** The quote as its page shows it, sums and dates written out. */
export async function openQuote(
  id: string,
  clientIp: string,
  db: Database = prisma,
): Promise<Lookup<ReturnType<typeof quoteView>>> {
  const lookup = await lookUpQuote(id, clientIp, db);
  return lookup.status === "found" ? { status: "found", quote: quoteView(lookup.quote) } : lookup;
}

/**
 * The customer opened the quote's page: the first time is kept for the timeline (decision
 * 331). The route leaves out staff and bots; a later open changes nothing.
 */
export async function recordQuoteOpened(id: string, at = new Date(), db: Database = prisma) {
  await db.quote.updateMany({ where: { id, openedAt: null }, data: { openedAt: at } });
}

function findQuote(db: Db, id: string) {
  return db.quote.findUnique({ where: { id }, include: withLines });
}

type FullQuote = NonNullable<Awaited<ReturnType<typeof findQuote>>>;

type DocumentSource = Pick<
  FullQuote,
  "version" | "customerName" | "email" | "createdAt" | "validUntil" | "terms"
> & {
  lines: Pick<FullQuote["lines"][number], "id" | "description" | "quantity" | "unitPriceOre">[];
};

/** What the customer reads: the same for a sent quote's page and for staff's preview of one. */
function documentView(quote: DocumentSource): QuoteDocumentView {
  const sums = quoteTotals(quote.lines);
  return {
    version: quote.version,
    customerName: quote.customerName,
    email: quote.email,
    date: formatDay(norwegianToday(quote.createdAt)),
    validUntil: formatDay(dayOf(quote.validUntil)),
    terms: quote.terms,
    lines: quote.lines.map((line) => ({
      id: line.id,
      description: line.description,
      quantity: line.quantity,
      unitPrice: formatKroner(line.unitPriceOre),
      sum: formatKroner(line.quantity * line.unitPriceOre),
    })),
    sums: {
      subtotal: formatKroner(sums.subtotal),
      vat: formatKroner(sums.vat),
      total: formatKroner(sums.total),
    },
  };
}

/**
 * The quote as the customer would see it if sent now (the next version, today's date), or
 * null when the enquiry or project is gone. Nothing is stored.
 */
export async function previewQuote(
  source: QuoteSource,
  fields: QuoteFields,
  db: Database = prisma,
) {
  const start = await quoteFormStart(source, db);
  if (!start) return null;
  return documentView({
    version: start.version,
    customerName: start.recipient.name,
    email: start.recipient.email,
    createdAt: new Date(),
    validUntil: new Date(`${fields.validUntil}T00:00:00Z`),
    terms: fields.terms,
    lines: fields.lines.map((line, position) => ({
      id: String(position),
      description: line.description,
      quantity: line.quantity,
      unitPriceOre: line.price,
    })),
  });
}

function quoteView(quote: FullQuote) {
  return {
    ...documentView(quote),
    id: quote.id,
    state: stateOf(quote),
    acceptedBy: quote.acceptedBy,
    decided: quote.decidedAt ? formatDateTime(quote.decidedAt) : null,
    supersededBy: quote.supersededBy,
  };
}

export type QuoteAnswerOutcome =
  | { status: "not-found" }
  | { status: "rate-limited" }
  | { status: "invalid"; submission: ReturnType<typeof parseAnswer> }
  | { status: "closed"; message: string }
  | { status: "saved"; toast: (typeof quotePageCopy.toasts)["accepted" | "declined"] };

const parseAnswer = (form: FormData) => parseWithZod(form, { schema: quoteAnswerSchema });

/**
 * An answer costs (a row, an e-mail to staff), so every post of one counts, against the
 * quote and against the address, whatever it says; a plain view never does.
 */
async function countAnswer(quoteId: string, clientIp: string, db: Database) {
  const config = getConfig();
  const rule = {
    limit: config.RATE_LIMIT_PROJECT_MESSAGES,
    windowSeconds: config.RATE_LIMIT_WINDOW_SECONDS,
  };
  const results = await Promise.all([
    consumeRateLimit({ ...rule, key: `quote-answer:${quoteId}` }, { db }),
    consumeRateLimit({ ...rule, key: `quote-answer-ip:${clientIp}` }, { db }),
  ]);
  return results.every((result) => result.allowed);
}

/**
 * The customer's accept (by typed name) or decline (with an optional reason). An enquiry's
 * quote answered waits in the staff's inbox until they answer or dismiss it (decision 333).
 */
export async function answerQuote(
  id: string,
  clientIp: string,
  form: FormData,
  db: Database = prisma,
  storage: FileStorage = getStorage(),
): Promise<QuoteAnswerOutcome> {
  const lookup = await lookUpQuote(id, clientIp, db);
  if (lookup.status !== "found") return lookup;
  if (!(await countAnswer(id, clientIp, db))) return { status: "rate-limited" };
  const submission = parseAnswer(form);
  if (submission.status !== "success") return { status: "invalid", submission };
  const answer = submission.value;
  if (answer.intent === "decline") return declineQuote(id, answer.reason, db);
  if (stateOf(lookup.quote) !== "open") return closed;
  // The PDF is stored before the transaction, so no database lock waits on storage; an
  // accept that does not go through deletes it again (and the sweeper would).
  const decidedAt = new Date();
  const studio = await readCompanyFacts(db);
  const pdfKey = await storeAcceptedPdf(lookup.quote, answer.name, decidedAt, studio, storage);
  let outcome: QuoteAnswerOutcome = closed;
  try {
    outcome = await acceptQuote(id, { name: answer.name, decidedAt, pdfKey, studio }, db);
    return outcome;
  } finally {
    if (outcome.status !== "saved") await storage.delete(pdfKey).catch(() => undefined);
  }
}

const closed = { status: "closed", message: quotePageCopy.errors.closed } as const;

const PDF_PREFIX = "quote_pdfs";

async function storeAcceptedPdf(
  quote: FullQuote,
  name: string,
  decidedAt: Date,
  studio: CompanyFacts,
  storage: FileStorage,
) {
  const pdf = await quotePdf(quoteView(quote), { name, when: formatDateTime(decidedAt) }, studio);
  const key = `${PDF_PREFIX}/${randomUUID()}.pdf`;
  await storage.put(key, pdf, { contentType: "application/pdf" });
  return key;
}

/**
 * Opens the transaction an answer is written in: only an open quote of a source with no
 * accepted one takes it, and only the first of two answers that arrive together.
 */
function answerIfOpen(
  id: string,
  db: Database,
  write: (
    tx: DatabaseTransaction,
    quote: FullQuote,
    source: QuoteSource,
  ) => Promise<QuoteAnswerOutcome>,
  data: { status: string; decidedAt: Date; acceptedBy?: string; declineReason?: string },
) {
  return db.$transaction(async (tx): Promise<QuoteAnswerOutcome> => {
    const quote = await findQuote(tx, id);
    if (!quote) return { status: "not-found" };
    const source = sourceOf(quote);
    const today = norwegianToday();
    if (stateOf(quote, today) !== "open") return closed;
    if (await tx.quote.count({ where: { ...source, status: "accepted" } })) return closed;
    const { count } = await tx.quote.updateMany({
      where: { id, status: "open", validUntil: { gte: new Date(`${today}T00:00:00Z`) } },
      data,
    });
    if (count === 0) return closed;
    return write(tx, quote, source);
  });
}

type Acceptance = { name: string; decidedAt: Date; pdfKey: string; studio: CompanyFacts };

function acceptQuote(id: string, acceptance: Acceptance, db: Database) {
  const { name, decidedAt, pdfKey, studio } = acceptance;
  return answerIfOpen(
    id,
    db,
    async (tx, quote, source) => {
      if (quote.enquiryId) {
        await moveEnquiryToStage(tx, {
          enquiryId: quote.enquiryId,
          stage: "vunnet",
          staffEmail: null,
        });
        await markEnquiryWaiting(tx, quote.enquiryId, decidedAt);
      }
      const summed = { ...quote, total: totalOf(quote) };
      await enqueueEmail(tx, staffAcceptedEmail(source, summed, name));
      await enqueueEmail(tx, customerAcceptedEmail(summed, pdfKey, studio));
      return { status: "saved", toast: quotePageCopy.toasts.accepted };
    },
    { status: "accepted", acceptedBy: name, decidedAt },
  );
}

function declineQuote(id: string, reason: string, db: Database) {
  const decidedAt = new Date();
  return answerIfOpen(
    id,
    db,
    async (tx, quote, source) => {
      if (quote.enquiryId) {
        await moveEnquiryToStage(tx, {
          enquiryId: quote.enquiryId,
          stage: "tapt",
          staffEmail: null,
          reason: reason.slice(0, lostReasonMaxLength) || quotePageCopy.declinedStageReason,
          onlyFrom: ["tilbud_sendt"],
        });
        await markEnquiryWaiting(tx, quote.enquiryId, decidedAt);
      }
      await enqueueEmail(tx, staffDeclinedEmail(source, quote, reason));
      return { status: "saved", toast: quotePageCopy.toasts.declined };
    },
    { status: "declined", declineReason: reason, decidedAt },
  );
}
