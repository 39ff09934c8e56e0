import { Link } from "@remix-run/react";
import FileText from "lucide-react/icons/file-text";
import { Button } from "~/components/ui/button";
import { TableScroller } from "~/components/ui/table-scroller";
import { quoteAdminCopy as copy } from "../copy";
import { AcceptedQuote, type AcceptedQuoteView } from "./accepted-quote";

type QuoteRow = {
  id: string;
  version: number;
  sent: string;
  total: string;
  state: "open" | "expired" | "accepted" | "declined" | "superseded";
  acceptedBy: string | null;
  declineReason: string | null;
};

function stateLabel(quote: QuoteRow) {
  if (quote.state === "accepted") return copy.status.accepted(quote.acceptedBy ?? "");
  return copy.status[quote.state];
}

/**
 * An enquiry's or project's quotes for staff, newest first, each linked to the customer's
 * page, and the way to write one (a new version while none is accepted). A project shows the
 * one its customer accepted in full.
 */
export function QuoteList({
  quotes,
  writeHref,
  agreed,
}: {
  quotes: QuoteRow[];
  /** Where a new quote is written; none when there is nobody to send one to. */
  writeHref?: string;
  /** The accepted quote in full, where the page shows what was agreed. */
  agreed?: AcceptedQuoteView | null;
}) {
  const accepted = quotes.some((quote) => quote.state === "accepted");
  return (
    <section aria-labelledby="tilbud-tittel">
      <h2 id="tilbud-tittel" className="mt-10 text-2xl">
        {copy.heading}
      </h2>
      {agreed ? <AcceptedQuote quote={agreed} /> : null}
      {quotes.length === 0 ? (
        <p className="mt-3 text-muted-foreground">{copy.none}</p>
      ) : (
        <TableScroller label={copy.tableLabel} className="mt-3">
          <table className="w-full text-left text-sm">
            <thead className="border-b text-muted-foreground">
              <tr>
                <th className="py-2 pr-4 font-medium">{copy.columns.version}</th>
                <th className="py-2 pr-4 font-medium">{copy.columns.sent}</th>
                <th className="py-2 pr-4 font-medium">{copy.columns.total}</th>
                <th className="py-2 pr-4 font-medium">{copy.columns.status}</th>
                <th className="py-2 font-medium">
                  <span className="sr-only">{copy.open}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {quotes.map((quote) => (
                <tr key={quote.id} className="border-b">
                  <td className="py-2 pr-4">{quote.version}</td>
                  <td className="py-2 pr-4 whitespace-nowrap">{quote.sent}</td>
                  <td className="py-2 pr-4 whitespace-nowrap tabular-nums">{quote.total}</td>
                  <td className="py-2 pr-4">
                    {stateLabel(quote)}
                    {quote.declineReason ? (
                      <span className="block text-muted-foreground">
                        {copy.declineReason(quote.declineReason)}
                      </span>
                    ) : null}
                  </td>
                  <td className="py-2">
                    <a
                      href={`/tilbud/${quote.id}`}
                      className="text-primary hover:underline"
                      aria-label={copy.openLabel(quote.version)}
                    >
                      {copy.open}
                    </a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroller>
      )}
      {accepted || !writeHref ? null : (
        <Button asChild variant="outline" className="mt-4">
          <Link to={writeHref}>
            <FileText aria-hidden />
            {quotes.length ? copy.newVersion : copy.write}
          </Link>
        </Button>
      )}
    </section>
  );
}
