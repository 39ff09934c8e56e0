/**
 * 12345.67 → "12 345,7": what `Intl.NumberFormat("nb-NO")` writes (digit groups split by a
 * no-break space, a decimal comma, at most `fractionDigits` decimals), written by hand. A phone
 * spends 100–170 ms loading the Norwegian locale data the first time a page makes such a
 * formatter, as one blocking task (decision 281); these few rules need none of it.
 */
export function formatNumber(value: number, fractionDigits = 0) {
  const factor = 10 ** fractionDigits;
  const rounded = Math.round(Math.abs(value) * factor) / factor;
  const [whole = "0", fraction] = rounded.toFixed(fractionDigits).split(".");
  const decimals = fraction?.replace(/0+$/, "");
  const sign = value < 0 ? "\u2212" : "";
  return `${sign}${whole.replace(/\B(?=(\d{3})+$)/g, "\u00a0")}${decimals ? `,${decimals}` : ""}`;
}
