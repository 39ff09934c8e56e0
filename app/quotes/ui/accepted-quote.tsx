import { quoteAdminCopy as copy } from "../copy";
import { QuoteTable, type QuoteTableView } from "./quote-table";

export type AcceptedQuoteView = QuoteTableView & {
  id: string;
  version: number;
  acceptedBy: string | null;
  decided: string | null;
};

/** What the customer agreed to, for the staff doing the work: the lines, the total, who and when. */
export function AcceptedQuote({ quote }: { quote: AcceptedQuoteView }) {
  return (
    <section
      aria-labelledby="akseptert-tilbud-tittel"
      className="mt-4 space-y-3 rounded-lg border p-4"
    >
      <h3 id="akseptert-tilbud-tittel" className="text-xl">
        {copy.accepted.heading(quote.version)}
      </h3>
      <p className="text-sm">{copy.accepted.by(quote.acceptedBy ?? "", quote.decided ?? "")}</p>
      <QuoteTable quote={quote} />
      <a href={`/tilbud/${quote.id}`} className="text-sm text-primary hover:underline">
        {copy.accepted.open}
      </a>
    </section>
  );
}
