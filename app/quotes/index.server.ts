export { sourceAdminPath, type QuoteSource } from "./emails.server";
export { answerQuote, listQuotes, openQuote, quoteFormStart, sendQuote } from "./quotes.server";
export { quotesAboutToExpire } from "./expiring.server";
