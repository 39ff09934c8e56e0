export { sourceAdminPath, type QuoteSource } from "./emails.server";
export {
  answerQuote,
  listQuotes,
  openQuote,
  previewQuote,
  quoteFormStart,
  sendQuote,
} from "./quotes.server";
export { quotesAboutToExpire } from "./expiring.server";
