import { Link } from "@remix-run/react";
import { buttonVariants } from "~/components/ui/button";
import { homeFirstScreen } from "../copy/home-first-screen";
import type { HomeContent } from "~/site-content";
import { HeroVideo } from "./hero-video";

const copy = homeFirstScreen.hero;
/** React 18 does not know fetchPriority yet; the lower-case attribute reaches the DOM as is. */
const priorityHigh = { fetchpriority: "high" } as Record<string, string>;

/** Section 1. The still image is the largest paint; the video only ever covers it later. */
export function HomeHero({
  content,
  videoUrl,
}: {
  content: HomeContent["hero"];
  videoUrl: string;
}) {
  return (
    <section
      aria-labelledby="hero-tittel"
      className="relative isolate flex min-h-[min(80svh,720px)] items-end overflow-hidden"
    >
      <img
        src={copy.image.src}
        srcSet={copy.image.srcSet}
        sizes={copy.image.sizes}
        width={copy.image.width}
        height={copy.image.height}
        alt={copy.image.alt}
        {...priorityHigh}
        className="absolute inset-0 -z-20 size-full object-cover"
      />
      <HeroVideo src={videoUrl} />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-linear-to-t from-background via-background/75 to-background/20"
      />
      <div className="container pt-10 pb-16 md:py-24">
        <h1 id="hero-tittel" className="max-w-3xl text-4xl leading-tight md:text-6xl">
          {content.heading}
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-foreground/90">{content.lead}</p>
        <div className="mt-8 flex flex-wrap gap-4">
          <Link to={copy.galleryLink.href} className={buttonVariants({ size: "lg" })}>
            {content.galleryLabel}
          </Link>
          <Link
            to={copy.contactLink.href}
            className={buttonVariants({ size: "lg", variant: "outline" })}
          >
            {content.contactLabel}
          </Link>
        </div>
      </div>
    </section>
  );
}

/** The hero image's preload, so the browser fetches the right width before CSS arrives. */
export const heroImagePreload = {
  rel: "preload",
  as: "image",
  href: copy.image.src,
  imageSrcSet: copy.image.srcSet,
  imageSizes: copy.image.sizes,
  ...priorityHigh,
};
