export { quoteFormCopy, quotePageCopy } from "./copy";
export { norwegianToday, quoteSchema } from "./quote-schema";
export { QuoteAnswer } from "./ui/quote-answer";
export { QuoteDocument } from "./ui/quote-document";
export { QuoteForm } from "./ui/quote-form";
export { QuoteList } from "./ui/quote-list";
export { QuotePreview } from "./ui/quote-preview";
export { formatKroner, quoteTotals } from "./money";
