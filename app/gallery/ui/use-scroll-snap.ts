import { useCallback, useEffect, useRef, useState } from "react";

export type SnapPosition = {
  canPrev: boolean;
  canNext: boolean;
  snapCount: number;
  selected: number;
};

/** Where a row that scrolls by slides can come to rest: each slide's start, none past the end. */
function snapOffsets(slideStarts: number[], maxScroll: number): number[] {
  const offsets: number[] = [];
  for (const start of slideStarts) {
    const offset = Math.min(Math.max(start, 0), maxScroll);
    if (offsets.length === 0 || offset - offsets[offsets.length - 1]! > 1) offsets.push(offset);
  }
  return offsets;
}

/** The snap point nearest to where the row is scrolled. */
function nearestSnap(offsets: number[], scrollLeft: number) {
  let best = 0;
  offsets.forEach((offset, snap) => {
    if (Math.abs(offset - scrollLeft) < Math.abs(offsets[best]! - scrollLeft)) best = snap;
  });
  return best;
}

/**
 * Buttons and dots for a CSS scroll-snap row: the browser does the scrolling, swiping and
 * snapping; this only tells where the row is and scrolls it to a snap point.
 */
export function useScrollSnap<T extends HTMLElement>() {
  const viewportRef = useRef<T>(null);
  const offsets = useRef<number[]>([]);
  // While a smooth scroll runs, further presses step on from where it is heading.
  const heading = useRef<number | null>(null);
  const [position, setPosition] = useState<SnapPosition>({
    canPrev: false,
    canNext: false,
    snapCount: 0,
    selected: 0,
  });

  const show = useCallback((selected: number) => {
    const snapCount = offsets.current.length;
    setPosition({ canPrev: selected > 0, canNext: selected < snapCount - 1, snapCount, selected });
  }, []);

  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    const measure = () => {
      const maxScroll = viewport.scrollWidth - viewport.clientWidth;
      const origin =
        viewport.getBoundingClientRect().left + viewport.clientLeft - viewport.scrollLeft;
      const slides = Array.from(viewport.querySelectorAll("li"));
      offsets.current = snapOffsets(
        slides.map((slide) => slide.getBoundingClientRect().left - origin),
        maxScroll,
      );
      show(heading.current ?? nearestSnap(offsets.current, viewport.scrollLeft));
    };
    let frame = 0;
    const remeasure = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(measure);
    };
    // A busy phone can deliver the end of one press's scroll after the next press has begun;
    // only a row resting where the presses lead, or the visitor's own hand, ends the heading.
    const settle = () => {
      if (nearestSnap(offsets.current, viewport.scrollLeft) === heading.current) release();
      else remeasure();
    };
    const release = () => {
      heading.current = null;
      remeasure();
    };
    const takeovers = ["pointerdown", "wheel", "touchstart", "keydown"] as const;
    measure();
    const resizes = new ResizeObserver(release);
    resizes.observe(viewport);
    viewport.addEventListener("scroll", remeasure, { passive: true });
    viewport.addEventListener("scrollend", settle);
    for (const type of takeovers) viewport.addEventListener(type, release, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      resizes.disconnect();
      viewport.removeEventListener("scroll", remeasure);
      viewport.removeEventListener("scrollend", settle);
      for (const type of takeovers) viewport.removeEventListener(type, release);
    };
  }, [show]);

  // Like the buttons of any carousel, the position changes on the press, not when the scroll ends.
  const scrollToSnap = useCallback(
    (snap: number) => {
      const target = Math.min(Math.max(snap, 0), offsets.current.length - 1);
      heading.current = target;
      show(target);
      viewportRef.current?.scrollTo({ left: offsets.current[target] ?? 0, behavior: "smooth" });
    },
    [show],
  );
  const step = useCallback(
    (by: 1 | -1) => scrollToSnap((heading.current ?? position.selected) + by),
    [scrollToSnap, position.selected],
  );

  return { viewportRef, position, scrollToSnap, step };
}
