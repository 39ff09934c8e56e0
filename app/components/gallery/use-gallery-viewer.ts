import { useCallback, useRef, useState, type MouseEvent } from "react";
import { clampIndex } from "./gallery-image";

/**
 * Open/closed state of the full-screen viewer plus the element that opened it, so
 * focus goes back there on close even when the browser did not focus it on click.
 */
export function useGalleryViewer(count: number) {
  const [index, setIndex] = useState<number | null>(null);
  const openerRef = useRef<HTMLElement | null>(null);

  const open = useCallback(
    (at: number, opener: HTMLElement) => {
      openerRef.current = opener;
      setIndex(clampIndex(at, count));
    },
    [count],
  );
  const close = useCallback(() => setIndex(null), []);
  const show = useCallback(
    (at: number) => setIndex((current) => (current === null ? null : clampIndex(at, count))),
    [count],
  );

  /** Click handler for an image link: opens the viewer, but leaves new-tab clicks to the browser. */
  const openOnClick = useCallback(
    (at: number) => (event: MouseEvent<HTMLElement>) => {
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0)
        return;
      event.preventDefault();
      open(at, event.currentTarget);
    },
    [open],
  );

  return { index, open, openOnClick, close, show, openerRef };
}

export type GalleryViewerState = ReturnType<typeof useGalleryViewer>;
