import { useCallback, useRef, useState } from "react";
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

  return { index, open, close, show, openerRef };
}

export type GalleryViewerState = ReturnType<typeof useGalleryViewer>;
