/**
 * How `npm run bench:load` judges a sitting (issue 59, decision 346): the site's p99 beside the
 * p99 of a floor that does the same required work (bench/floor-server.mjs), both the medians of
 * the rounds, and every enquiry stored whole.
 */

export const loadGoal = { p99TimesFloor: 1.5 };

export type LoadFigures = {
  /** Medians over the rounds, in ms. */
  siteP99: number;
  floorP99: number;
  /** Enquiries sent, and those whose row and file the site stored with the right size. */
  sent: number;
  whole: number;
};

export function loadVerdict({ siteP99, floorP99, sent, whole }: LoadFigures) {
  const ratio = siteP99 / floorP99;
  const lost = sent - whole;
  const fast = ratio <= loadGoal.p99TimesFloor;
  const reached = fast && lost === 0;
  const misses = [
    ...(fast ? [] : [`p99 ${ratio.toFixed(2)} × gulvets`]),
    ...(lost === 0 ? [] : [`${lost} tapt`]),
  ];
  return {
    reached,
    ratio,
    line:
      `  mål: 0 tapt og p99 ≤ ${loadGoal.p99TimesFloor} × gulvets (samme arbeid, beslutning 346): ` +
      (reached ? "nådd" : `ikke nådd (${misses.join(", ")})`),
  };
}
