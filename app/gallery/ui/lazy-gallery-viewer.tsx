import { lazy, Suspense } from "react";
import { preloadCode } from "~/components/layout/preload-code";
import type { GalleryImage } from "./gallery-image";
import type { GalleryViewerState } from "./use-gallery-viewer";

/** The viewer's dialog code loads when a picture is pointed at or focused, not with the page. */
const loadGalleryViewer = () => import("./gallery-viewer");
export const preloadGalleryViewer = preloadCode(loadGalleryViewer);
const GalleryViewerDialog = lazy(loadGalleryViewer);

export function GalleryViewer(props: { images: GalleryImage[]; viewer: GalleryViewerState }) {
  if (props.viewer.index === null) return null;
  return (
    <Suspense fallback={null}>
      <GalleryViewerDialog {...props} />
    </Suspense>
  );
}
