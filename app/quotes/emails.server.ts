import { mailSignature, type CompanyFacts } from "~/company";
import { getConfig } from "~/config/index.server";
import type { OutboxEmail } from "~/mail/index.server";
import { quoteEmails as copy, quotePdfCopy } from "./copy";

export type QuoteSource = { enquiryId: string } | { projectId: string };

const siteLink = (path: string) => new URL(path, getConfig().siteUrl).toString();

const quotePageUrl = (quoteId: string) => siteLink(`/tilbud/${quoteId}`);

/** Where staff see the enquiry or project the quote belongs to. */
export function sourceAdminPath(source: QuoteSource) {
  return "enquiryId" in source
    ? `/admin/henvendelser/${source.enquiryId}`
    : `/admin/kundeprosjekter/${source.projectId}`;
}

type QuoteForEmail = {
  id: string;
  version: number;
  customerName: string;
  email: string;
  total: string;
  validUntil: string;
};

/**
 * The customer's mail, signed with the published company facts (`studio`). A project's quote
 * is answered to the studio; an enquiry's goes out in its thread instead (decision 303).
 */
export function customerQuoteEmail(quote: QuoteForEmail, studio: CompanyFacts): OutboxEmail {
  return {
    to: quote.email,
    replyTo: getConfig().STAFF_INBOX,
    subject: copy.customerQuote.subject(quote.version, studio.name),
    text: copy.customerQuote.text(
      quote.customerName,
      quote.total,
      quote.validUntil,
      quotePageUrl(quote.id),
      mailSignature(studio),
    ),
  };
}

/** The customer's copy of what they accepted: the quote as a PDF (already in storage) to file. */
export function customerAcceptedEmail(
  quote: { id: string; version: number; customerName: string; email: string; total: string },
  pdfKey: string,
  studio: CompanyFacts,
): OutboxEmail {
  return {
    to: quote.email,
    replyTo: getConfig().STAFF_INBOX,
    subject: copy.customerAccepted.subject(studio.name),
    text: copy.customerAccepted.text(
      quote.customerName,
      quote.total,
      quotePageUrl(quote.id),
      mailSignature(studio),
    ),
    attachments: [
      {
        storageKey: pdfKey,
        filename: quotePdfCopy.filename(quote.version),
        contentType: "application/pdf",
      },
    ],
  };
}

export function staffAcceptedEmail(
  source: QuoteSource,
  quote: { customerName: string; email: string; total: string },
  acceptedBy: string,
): OutboxEmail {
  return {
    to: getConfig().STAFF_INBOX,
    replyTo: quote.email,
    subject: copy.staffAccepted.subject(quote.customerName),
    text: copy.staffAccepted.text(acceptedBy, quote.total, siteLink(sourceAdminPath(source))),
  };
}

export function staffDeclinedEmail(
  source: QuoteSource,
  quote: { customerName: string; email: string },
  reason: string,
): OutboxEmail {
  return {
    to: getConfig().STAFF_INBOX,
    replyTo: quote.email,
    subject: copy.staffDeclined.subject(quote.customerName),
    text: copy.staffDeclined.text(reason, siteLink(sourceAdminPath(source))),
  };
}
