import type { GalleryImage } from "./gallery-image";
import { GalleryItem } from "./gallery-item";
import { GalleryViewer } from "./lazy-gallery-viewer";
import { useGalleryViewer } from "./use-gallery-viewer";

/** On the gallery page the first row is above the fold on every screen size. */
const firstRow = 3;
const gridSizes =
  "(min-width: 1280px) 410px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw";

/** Every illustration in a grid of cards; with JavaScript a click opens the viewer. */
export function GalleryGrid({
  images,
  eagerCount = firstRow,
}: {
  images: GalleryImage[];
  /** How many pictures load at once; the rest load as they near the viewport. */
  eagerCount?: number;
}) {
  const viewer = useGalleryViewer(images.length);
  return (
    <>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-gallery-grid>
        {images.map((image, index) => (
          <li key={image.id}>
            <GalleryItem
              image={image}
              opener={viewer.openerProps(index)}
              look="tile"
              sizes={gridSizes}
              eager={index < eagerCount}
              priority={index === 0 && eagerCount > 0}
            />
          </li>
        ))}
      </ul>
      <GalleryViewer images={images} viewer={viewer} />
    </>
  );
}
