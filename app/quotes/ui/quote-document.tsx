import { useCompany } from "~/company";
import { quotePageCopy as copy, quoteSums } from "../copy";

export type QuoteDocumentView = {
  version: number;
  customerName: string;
  email: string;
  date: string;
  validUntil: string;
  terms: string;
  lines: { id: string; description: string; quantity: number; unitPrice: string; sum: string }[];
  sums: { subtotal: string; vat: string; total: string };
};

const cell = "py-2 pr-4 align-top";
const amount = "py-2 text-right align-top whitespace-nowrap tabular-nums";

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
      <dl className="grid gap-x-8 gap-y-2 text-sm sm:grid-cols-[9rem_1fr]">
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
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead className="border-b text-muted-foreground">
            <tr>
              <th className={cell}>{copy.columns.description}</th>
              <th className={`${cell} text-right`}>{copy.columns.quantity}</th>
              <th className={`${cell} text-right`}>{copy.columns.price}</th>
              <th className="py-2 text-right">{copy.columns.sum}</th>
            </tr>
          </thead>
          <tbody>
            {quote.lines.map((line) => (
              <tr key={line.id} className="border-b">
                <td className={`${cell} whitespace-pre-wrap`}>{line.description}</td>
                <td className={`${cell} text-right tabular-nums`}>{line.quantity}</td>
                <td className={`${amount} pr-4`}>{line.unitPrice}</td>
                <td className={amount}>{line.sum}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={3} className={`${cell} text-right font-normal`}>
                {quoteSums.subtotal}
              </th>
              <td className={amount}>{quote.sums.subtotal}</td>
            </tr>
            <tr>
              <th scope="row" colSpan={3} className={`${cell} text-right font-normal`}>
                {quoteSums.vat}
              </th>
              <td className={amount}>{quote.sums.vat}</td>
            </tr>
            <tr className="border-t text-base font-semibold">
              <th scope="row" colSpan={3} className={`${cell} text-right`}>
                {quoteSums.total}
              </th>
              <td className={amount}>{quote.sums.total}</td>
            </tr>
          </tfoot>
        </table>
      </div>
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
