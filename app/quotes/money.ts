import { formatNumber } from "~/format";

/** Norwegian VAT (MVA) on the studio's services, in per cent. */
const VAT_PERCENT = 25;

/**
 * "12 500", "12500,50", "12 500.5" or "1 250 000,-" as øre, a whole number: the text is read
 * digit by digit, never through a float, so no amount is ever off by an øre. Null for anything
 * else (a minus sign, letters, three decimals, more than 99 999 999 kroner).
 */
export function parseKroner(text: string): number | null {
  const written = text
    .replace(/[\s\u00a0\u202f]/g, "")
    .replace(/,-$/, "")
    .replace(/^kr\.?/i, "");
  const match = /^(\d{1,8})(?:[.,](\d{1,2}))?$/.exec(written);
  if (!match) return null;
  const kroner = Number(match[1]);
  const ore = Number((match[2] ?? "").padEnd(2, "0"));
  return kroner * 100 + ore;
}

/** "kr 12 500,00": øre shown as kroner, with both decimals always written. */
export function formatKroner(ore: number) {
  return `kr\u00a0${formatNumber(Math.floor(ore / 100))},${String(ore % 100).padStart(2, "0")}`;
}

/** Øre written back the way staff type it, for a new version's form: "12500,50". */
export function writeKroner(ore: number) {
  const whole = Math.floor(ore / 100);
  const rest = ore % 100;
  return rest ? `${whole},${String(rest).padStart(2, "0")}` : String(whole);
}

type PricedLine = { quantity: number; unitPriceOre: number };

/**
 * The quote's sums, in øre: VAT is 25 % of the sum of the lines, rounded half up to the
 * nearest øre, once for the whole quote (as on an invoice), never per line.
 */
export function quoteTotals(lines: PricedLine[]) {
  const subtotal = lines.reduce((sum, line) => sum + line.quantity * line.unitPriceOre, 0);
  const vat = Math.floor((subtotal * VAT_PERCENT + 50) / 100);
  return { subtotal, vat, total: subtotal + vat };
}
