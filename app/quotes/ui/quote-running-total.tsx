import { quoteFormCopy as copy, quoteSums } from "../copy";
import { formatKroner, parseKroner, quoteTotals } from "../money";

export type WrittenLine = { quantity?: string; price?: string } | undefined;

/** A line as typed, priced in øre, or null while its quantity or price is not a valid one. */
function pricedLine(line: WrittenLine) {
  const quantity = /^\d{1,5}$/.test(line?.quantity?.trim() ?? "") ? Number(line?.quantity) : 0;
  const unitPriceOre = parseKroner(line?.price ?? "");
  if (quantity < 1 || unitPriceOre === null) return null;
  return { quantity, unitPriceOre };
}

/**
 * The sums of the lines as they stand in the form, with the same øre arithmetic and VAT
 * rounding the quote page uses. With JavaScript they follow the typing; without it the page
 * the "Oppdater" button brings back carries them. A line not yet readable counts as nothing,
 * and the note says so.
 */
export function QuoteRunningTotal({ lines }: { lines: WrittenLine[] }) {
  const priced = lines.map(pricedLine);
  const totals = quoteTotals(priced.filter((line) => line !== null));
  const unread = priced.filter((line) => line === null).length;
  return (
    <section aria-labelledby="tilbud-sum-tittel" className="rounded-md border bg-card p-4">
      <h2 id="tilbud-sum-tittel" className="text-lg font-semibold">
        {copy.runningTotal}
      </h2>
      <dl
        aria-live="polite"
        className="mt-2 grid max-w-sm grid-cols-[1fr_auto] gap-x-6 gap-y-1 text-sm"
      >
        <dt>{quoteSums.subtotal}</dt>
        <dd className="text-right tabular-nums">{formatKroner(totals.subtotal)}</dd>
        <dt>{quoteSums.vat}</dt>
        <dd className="text-right tabular-nums">{formatKroner(totals.vat)}</dd>
        <dt className="font-semibold">{quoteSums.total}</dt>
        <dd className="text-right font-semibold tabular-nums">{formatKroner(totals.total)}</dd>
      </dl>
      {unread > 0 ? (
        <p className="mt-2 text-sm text-muted-foreground">{copy.linesNotCounted(unread)}</p>
      ) : null}
    </section>
  );
}
