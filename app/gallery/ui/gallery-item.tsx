import { cn } from "~/components/ui/cn";
import { ResponsiveImage, galleryWidths, imageUrl } from "~/images";
import { galleryCopy } from "../copy/gallery";
import type { GalleryImage } from "./gallery-image";
import type { GalleryViewerState } from "./use-gallery-viewer";

const looks = {
  /** A card in the grid: 4:3, and it grows a little under the pointer. */
  tile: {
    link: "group focus-visible:ring-offset-2 focus-visible:ring-offset-background",
    image: "aspect-[4/3] transition-transform duration-300 group-hover:scale-[1.02]",
  },
  /** A slide of the carousel: 3:2, wider than a card. */
  slide: { link: "", image: "aspect-[3/2]" },
};

/** One illustration as a link to the picture itself; with JavaScript a click opens the viewer. */
export function GalleryItem({
  image,
  opener,
  look,
  sizes,
  eager,
  priority,
}: {
  image: GalleryImage;
  opener: ReturnType<GalleryViewerState["openerProps"]>;
  look: keyof typeof looks;
  sizes: string;
  eager: boolean;
  priority?: boolean;
}) {
  return (
    <a
      href={imageUrl(image.imageKey)}
      {...opener}
      className={cn(
        "block overflow-hidden rounded-lg bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
        looks[look].link,
      )}
    >
      <ResponsiveImage
        imageKey={image.imageKey}
        alt={image.alt || galleryCopy.fallbackAlt}
        width={image.width}
        height={image.height}
        widths={galleryWidths}
        sizes={sizes}
        eager={eager}
        priority={priority}
        className={cn("h-auto w-full object-cover", looks[look].image)}
      />
    </a>
  );
}
