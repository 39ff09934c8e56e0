import { ResponsiveImage, galleryWidths, imageUrl } from "~/images";
import { galleryCopy } from "../copy/gallery";
import type { GalleryImage } from "./gallery-image";
import { GalleryViewer } from "./lazy-gallery-viewer";
import { useGalleryViewer } from "./use-gallery-viewer";

/** On the gallery page the first row is above the fold on every screen size. */
const firstRow = 3;
const gridSizes =
  "(min-width: 1280px) 410px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw";

/** Every illustration as a link to the picture itself; with JavaScript a click opens the viewer. */
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
            <a
              href={imageUrl(image.imageKey)}
              {...viewer.openerProps(index)}
              className="group block overflow-hidden rounded-lg bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
            >
              <ResponsiveImage
                imageKey={image.imageKey}
                alt={image.alt || galleryCopy.fallbackAlt}
                width={image.width}
                height={image.height}
                widths={galleryWidths}
                sizes={gridSizes}
                eager={index < eagerCount}
                priority={index === 0 && eagerCount > 0}
                className="aspect-[4/3] h-auto w-full object-cover transition-transform duration-300 group-hover:scale-[1.02]"
              />
            </a>
          </li>
        ))}
      </ul>
      <GalleryViewer images={images} viewer={viewer} />
    </>
  );
}
