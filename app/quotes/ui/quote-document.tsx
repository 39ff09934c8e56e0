import { useCompany } from "~/company";
import { quotePageCopy as copy } from "../copy";
import { QuoteTable, type QuoteTableView } from "./quote-table";

export type QuoteDocumentView = QuoteTableView & {
  version: number;
  customerName: string;
  email: string;
  date: string;
  validUntil: string;
  terms: string;
};

/** The quote as a document: who, when, the priced lines, VAT and total, and the terms. */
export function QuoteDocument({ quote }: { quote: QuoteDocumentView }) {
  const company = useCompany();
  const { address } = company;
  return (
    <article aria-labelledby="tilbud-tittel" className="space-y-8">
      <header className="space-y-3">
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">{copy.eyebrow}</p>
        <h1 id="tilbud-tittel" className="text-4xl md:text-5xl">
          {copy.title(quote.version)}
        </h1>
      </header>
      <dl className="grid gap-x-8 gap-y-2 text-sm wrap-anywhere sm:grid-cols-[9rem_1fr]">
        <dt className="text-muted-foreground">{copy.from}</dt>
        <dd>
          {company.legalName}, {address.street}, {address.postalCode} {address.city} ·{" "}
          {copy.orgNumber(company.orgNumber)}
        </dd>
        <dt className="text-muted-foreground">{copy.to}</dt>
        <dd>
          {quote.customerName} &lt;{quote.email}&gt;
        </dd>
        <dt className="text-muted-foreground">{copy.date}</dt>
        <dd>{quote.date}</dd>
        <dt className="text-muted-foreground">{copy.validUntil}</dt>
        <dd>{quote.validUntil}</dd>
      </dl>
      <QuoteTable quote={quote} />
      {quote.terms ? (
        <section aria-labelledby="vilkar-tittel" className="space-y-2">
          <h2 id="vilkar-tittel" className="text-2xl">
            {copy.terms}
          </h2>
          <p className="max-w-prose text-sm whitespace-pre-wrap">{quote.terms}</p>
        </section>
      ) : null}
    </article>
  );
}
