import { Link } from "@remix-run/react";
import ArrowRight from "lucide-react/icons/arrow-right";
import { GalleryGrid, type GalleryImage, galleryCopy } from "~/gallery";

const copy = galleryCopy.examples;

/** Pictures from the gallery that show the service, opening in the gallery's viewer. */
export function ServiceExamples({
  images,
  moreHref,
}: {
  images: GalleryImage[];
  moreHref: string;
}) {
  if (images.length === 0) return null;
  return (
    <section aria-labelledby="eksempler">
      <h2 id="eksempler" className="text-3xl">
        {copy.heading}
      </h2>
      <div className="mt-8">
        <GalleryGrid images={images} eagerCount={0} />
      </div>
      <Link
        to={moreHref}
        className="mt-6 inline-flex items-center gap-2 text-primary underline-offset-4 hover:underline"
      >
        {copy.more}
        <ArrowRight aria-hidden className="size-4" />
      </Link>
    </section>
  );
}
