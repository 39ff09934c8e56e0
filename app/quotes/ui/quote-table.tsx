import { quotePageCopy as copy, quoteSums } from "../copy";

export type QuoteTableView = {
  lines: { id: string; description: string; quantity: number; unitPrice: string; sum: string }[];
  sums: { subtotal: string; vat: string; total: string };
};

const cell = "py-2 pr-4 align-top";
const amount = "py-2 text-right align-top whitespace-nowrap tabular-nums";
/** Quantity and unit price have their own columns from `sm` up; below, they go under the line. */
const wide = "hidden sm:table-cell";

/**
 * The priced lines, VAT and total. On a phone (320–390 px) four columns do not fit beside
 * the amounts, so the table has two there: each line's quantity × price goes under its
 * description, and the sums' labels stand in the description column.
 */
export function QuoteTable({ quote }: { quote: QuoteTableView }) {
  return (
    <table className="w-full text-left text-sm">
      <thead className="border-b text-muted-foreground">
        <tr>
          <th className={cell}>{copy.columns.description}</th>
          <th className={`${cell} ${wide} text-right`}>{copy.columns.quantity}</th>
          <th className={`${cell} ${wide} text-right`}>{copy.columns.price}</th>
          <th className="py-2 text-right align-top">{copy.columns.sum}</th>
        </tr>
      </thead>
      <tbody>
        {quote.lines.map((line) => (
          <tr key={line.id} className="border-b">
            <td className={`${cell} whitespace-pre-wrap wrap-anywhere`}>
              {line.description}
              <span className="block text-muted-foreground tabular-nums sm:hidden">
                {copy.lineDetail(line.quantity, line.unitPrice)}
              </span>
            </td>
            <td className={`${cell} ${wide} text-right tabular-nums`}>{line.quantity}</td>
            <td className={`${amount} ${wide} pr-4`}>{line.unitPrice}</td>
            <td className={amount}>{line.sum}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <SumRow label={quoteSums.subtotal} value={quote.sums.subtotal} />
        <SumRow label={quoteSums.vat} value={quote.sums.vat} />
        <SumRow label={quoteSums.total} value={quote.sums.total} total />
      </tfoot>
    </table>
  );
}

function SumRow({ label, value, total }: { label: string; value: string; total?: boolean }) {
  return (
    <tr className={total ? "border-t text-base font-semibold" : undefined}>
      <td colSpan={2} className={wide} />
      <th scope="row" className={`${cell} text-right ${total ? "" : "font-normal"}`}>
        {label}
      </th>
      <td className={amount}>{value}</td>
    </tr>
  );
}
