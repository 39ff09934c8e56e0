/**
 * Runs `callback` when the browser has nothing else to do (within two seconds at the latest),
 * so work that can wait stays out of the page's long tasks; returns what cancels it.
 */
export function whenIdle(callback: () => void) {
  if (typeof window.requestIdleCallback !== "function") {
    const timer = window.setTimeout(callback, 200);
    return () => window.clearTimeout(timer);
  }
  const handle = window.requestIdleCallback(callback, { timeout: 2_000 });
  return () => window.cancelIdleCallback(handle);
}
