import { useCallback, useRef, useState, type MouseEvent } from "react";
import { clampIndex } from "./gallery-image";
import { preloadGalleryViewer } from "./lazy-gallery-viewer";

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

  /**
   * Props for an image link: a click opens the viewer but new-tab clicks stay the browser's;
   * pointing at or focusing the link fetches the viewer's code.
   */
  const openerProps = useCallback(
    (at: number) => ({
      onClick(event: MouseEvent<HTMLElement>) {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0)
          return;
        event.preventDefault();
        open(at, event.currentTarget);
      },
      onPointerEnter: preloadGalleryViewer,
      onFocus: preloadGalleryViewer,
    }),
    [open],
  );

  return { index, open, openerProps, close, show, openerRef };
}

export type GalleryViewerState = ReturnType<typeof useGalleryViewer>;
