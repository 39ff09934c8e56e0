/** The spec allows at most 10 dots, however many snap points the carousel has. */
const maxDots = 10;

/**
 * Which snap point each dot jumps to: one per snap when they fit, otherwise
 * spread evenly with the first and last snap always reachable.
 */
export function dotTargets(snapCount: number, max = maxDots): number[] {
  if (snapCount <= 1) return [];
  if (snapCount <= max) return Array.from({ length: snapCount }, (_, snap) => snap);
  return Array.from({ length: max }, (_, dot) => Math.round((dot * (snapCount - 1)) / (max - 1)));
}

/** The dot standing for the selected snap: the one whose target is nearest. */
export function activeDot(targets: number[], selectedSnap: number) {
  let best = 0;
  targets.forEach((target, dot) => {
    if (Math.abs(target - selectedSnap) < Math.abs(targets[best]! - selectedSnap)) best = dot;
  });
  return best;
}
