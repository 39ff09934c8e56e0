import { useSyncExternalStore } from "react";

let hydrated = false;
let flipScheduled = false;
const listeners = new Set<() => void>();

/**
 * The first subscriber (subscribing runs in the effects after hydration) schedules the flip to
 * "hydrated" for a task of its own. Where the flip came with the first render, as with a plain
 * `() => true`, React saw the store differ from the server's answer right after hydrating and
 * re-rendered at once, synchronously, which also ran every effect of the page in that same
 * task: on `/kundeskjema` one task of 113 ms at a phone's speed instead of three shorter ones.
 */
function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!flipScheduled) {
    flipScheduled = true;
    setTimeout(markHydrated);
  }
  return () => void listeners.delete(listener);
}

function markHydrated() {
  hydrated = true;
  for (const listener of listeners) listener();
}

/**
 * False on the server and during hydration, true afterwards: for parts that need JavaScript.
 * A part that first renders after the page has hydrated (a client-side navigation) is true at once.
 */
export function useHydrated() {
  return useSyncExternalStore(
    subscribe,
    () => hydrated,
    () => false,
  );
}
