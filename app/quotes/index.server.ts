export { sourceAdminPath, type QuoteSource } from "./emails.server";
export {
  acceptedQuote,
  answerQuote,
  listQuotes,
  openQuote,
  quoteFormStart,
  sendQuote,
} from "./quotes.server";
