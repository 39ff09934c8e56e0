import { PrefetchPageLinks } from "@remix-run/react";
import { startTransition, useEffect, useState } from "react";

/**
 * The spec prefetches a few pages after load. Waiting a second past the load event lets lazy
 * route discovery learn those routes (the footer links to them) before we prefetch. The pages
 * then come one at a time, each when the browser is idle: every prefetch link the browser
 * inserts starts its request on the spot, about a millisecond each on a slow machine, and all
 * three pages' links at once (about 20) made one 60 ms task that Lighthouse counts four times
 * over as blocking time. Each reveal is a transition, so React's part of it yields too.
 */
export function PrefetchAfterLoad({ paths }: { paths: readonly string[] }) {
  const [shown, setShown] = useState(0);
  useEffect(() => {
    if (shown >= paths.length) return;
    const showNext = () => startTransition(() => setShown(shown + 1));
    return shown === 0 ? aSecondAfterLoad(showNext) : whenIdle(showNext);
  }, [shown, paths.length]);
  return paths.slice(0, shown).map((path) => <PrefetchPageLinks key={path} page={path} />);
}

function aSecondAfterLoad(callback: () => void) {
  let timer: number | undefined;
  const start = () => {
    timer = window.setTimeout(callback, 1_000);
  };
  if (document.readyState === "complete") start();
  else window.addEventListener("load", start, { once: true });
  return () => {
    window.removeEventListener("load", start);
    window.clearTimeout(timer);
  };
}

function whenIdle(callback: () => void) {
  if (typeof window.requestIdleCallback !== "function") {
    const timer = window.setTimeout(callback, 200);
    return () => window.clearTimeout(timer);
  }
  const handle = window.requestIdleCallback(callback, { timeout: 2_000 });
  return () => window.cancelIdleCallback(handle);
}
