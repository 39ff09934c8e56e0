import { onCLS, onINP, onLCP, type Metric } from "web-vitals";
import { grantedNow, sendAnalyticsEvent, sendConversion, type TagIds } from "./gtag";

/** Loaded only after consent, so none of this code reaches a visitor who has not granted anything. */
export function startTracking(ids: TagIds) {
  const stops = [
    trackConversionClicks(ids),
    trackScrollDepth(),
    trackTimeOnPage(),
    trackPoorWebVitals(),
  ];
  return () => stops.forEach((stop) => stop());
}

/** The footer's phone and e-mail links carry data-conversion. */
function trackConversionClicks(ids: TagIds) {
  const onClick = (event: MouseEvent) => {
    const link = (event.target as Element | null)?.closest?.("[data-conversion]");
    if (link) sendConversion(ids, { event_label: link.getAttribute("data-conversion") });
  };
  document.addEventListener("click", onClick, { capture: true });
  return () => document.removeEventListener("click", onClick, { capture: true });
}

const scrollMarks = [25, 50, 75, 100] as const;

/** The marks passed at this scroll position (as a whole percentage of the scrollable height). */
export function scrollMarksReached(
  scrollTop: number,
  viewportHeight: number,
  documentHeight: number,
) {
  const scrollable = documentHeight - viewportHeight;
  const percent = scrollable <= 0 ? 100 : Math.round((scrollTop / scrollable) * 100);
  return scrollMarks.filter((mark) => percent >= mark);
}

function trackScrollDepth() {
  let path = location.pathname;
  let sent = new Set<number>();
  const onScroll = () => {
    if (location.pathname !== path) {
      path = location.pathname;
      sent = new Set();
    }
    const root = document.documentElement;
    for (const mark of scrollMarksReached(root.scrollTop, innerHeight, root.scrollHeight)) {
      if (sent.has(mark)) continue;
      sent.add(mark);
      sendAnalyticsEvent("scroll_depth", { percent_scrolled: mark, page_path: path });
    }
  };
  addEventListener("scroll", onScroll, { passive: true });
  return () => removeEventListener("scroll", onScroll);
}

function trackTimeOnPage() {
  const startedAt = performance.now();
  const onPageHide = () => {
    sendAnalyticsEvent("time_on_page", {
      seconds: Math.round((performance.now() - startedAt) / 1000),
      page_path: location.pathname,
      transport_type: "beacon",
    });
  };
  addEventListener("pagehide", onPageHide);
  return () => removeEventListener("pagehide", onPageHide);
}

/** The spec reports only poor values; INP is added because FID is gone from the web-vitals library. */
const poorThresholds = { LCP: 2500, FID: 100, CLS: 0.1, INP: 200 } as const;
export type VitalName = keyof typeof poorThresholds;

/** GA event values must be integers: milliseconds rounded, CLS as thousandths rounded. */
export function poorVitalEvent(name: VitalName, value: number) {
  if (!(value > poorThresholds[name])) return null;
  return { metric_name: name, value: Math.round(name === "CLS" ? value * 1000 : value) };
}

const monitorDelayMs = 300;

function trackPoorWebVitals() {
  let cancelled = false;
  const report = (name: VitalName, value: number) => {
    const event = poorVitalEvent(name, value);
    if (event && !cancelled && grantedNow().analytics) sendAnalyticsEvent("poor_web_vital", event);
  };
  const start = () =>
    setTimeout(() => {
      try {
        const fromLibrary = (metric: Metric) => report(metric.name as VitalName, metric.value);
        onLCP(fromLibrary);
        onCLS(fromLibrary);
        onINP(fromLibrary);
        observeFirstInput((delay) => report("FID", delay));
      } catch (error) {
        console.warn("Ytelsesmålingen kunne ikke starte", error);
      }
    }, monitorDelayMs);
  if (document.readyState === "complete") start();
  else addEventListener("load", start, { once: true });
  return () => {
    cancelled = true;
  };
}

function observeFirstInput(onDelay: (delayMs: number) => void) {
  if (!PerformanceObserver.supportedEntryTypes?.includes("first-input")) return;
  const observer = new PerformanceObserver((list) => {
    const entry = list.getEntries()[0] as PerformanceEventTiming | undefined;
    if (!entry) return;
    onDelay(entry.processingStart - entry.startTime);
    observer.disconnect();
  });
  observer.observe({ type: "first-input", buffered: true });
}
