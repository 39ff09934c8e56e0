export { sourceAdminPath, type QuoteSource } from "./emails.server";
export {
  acceptedQuote,
  answerQuote,
  listQuotes,
  openQuote,
  previewQuote,
  quoteFormStart,
  recordQuoteOpened,
  sendQuote,
} from "./quotes.server";
export { quotesAboutToExpire } from "./expiring.server";
