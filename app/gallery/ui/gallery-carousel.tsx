import { Link } from "@remix-run/react";
import ArrowRight from "lucide-react/icons/arrow-right";
import ChevronLeft from "lucide-react/icons/chevron-left";
import ChevronRight from "lucide-react/icons/chevron-right";
import type { ReactNode } from "react";
import { galleryCopy } from "../copy/gallery";
import { useHydrated } from "~/hooks";
import { cn } from "~/components/ui/cn";
import { activeDot, dotTargets } from "./carousel-dots";
import type { GalleryImage } from "./gallery-image";
import { GalleryItem } from "./gallery-item";
import { GalleryViewer } from "./lazy-gallery-viewer";
import { useGalleryViewer } from "./use-gallery-viewer";
import { useScrollSnap } from "./use-scroll-snap";

const copy = galleryCopy.carousel;
/** The spec: the first three slides load at once, the rest when they come near. */
const eagerSlides = 3;
/** 384 px under a 768 px window, 768 px from there; never wider than the row itself. */
const slideWidth = "basis-[min(384px,100%)] md:basis-[min(768px,100%)]";
const slideSizes = "(max-width: 767px) 384px, 768px";

/** The home page's carousel under the heading it hands in; renders nothing when there are no images. */
export function GalleryCarousel({ heading, images }: { heading: string; images: GalleryImage[] }) {
  if (images.length === 0) return null;
  return <Carousel heading={heading} images={images} />;
}

function Carousel({ heading, images }: { heading: string; images: GalleryImage[] }) {
  const hydrated = useHydrated();
  const { viewportRef, position, scrollToSnap, step } = useScrollSnap<HTMLDivElement>();
  const viewer = useGalleryViewer(images.length);
  const dots = dotTargets(position.snapCount);
  const currentDot = activeDot(dots, position.selected);

  return (
    <section aria-labelledby="galleri-karusell" className="py-16 md:py-24">
      <div className="container">
        <h2 id="galleri-karusell" className="mb-8 text-3xl md:text-4xl">
          {heading}
        </h2>
        <div role="region" aria-roledescription="karusell" aria-label={copy.regionLabel}>
          <div
            ref={viewportRef}
            data-carousel-viewport
            className={cn(
              "snap-x snap-mandatory overflow-x-auto",
              hydrated ? "[scrollbar-width:none]" : "pb-2",
            )}
          >
            <ul className="flex gap-4">
              {images.map((image, index) => (
                <li
                  key={image.id}
                  className={cn("min-w-0 shrink-0 grow-0 snap-start", slideWidth)}
                  aria-roledescription="lysbilde"
                >
                  <GalleryItem
                    image={image}
                    opener={viewer.openerProps(index)}
                    look="slide"
                    sizes={slideSizes}
                    eager={index < eagerSlides}
                  />
                </li>
              ))}
              <li className="min-w-0 shrink-0 grow-0 basis-[min(384px,100%)] snap-start">
                <Link
                  to={copy.seeMore.href}
                  className="flex h-full min-h-40 w-full items-center justify-center gap-2 rounded-lg border border-border bg-card text-lg font-medium transition-colors hover:border-primary hover:text-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                >
                  {copy.seeMore.label}
                  <ArrowRight aria-hidden className="size-5" />
                </Link>
              </li>
            </ul>
          </div>
          <div className="mt-6 flex h-11 items-center justify-between gap-4">
            {hydrated ? (
              <>
                <StepButton
                  label={copy.previous}
                  disabled={!position.canPrev}
                  onClick={() => step(-1)}
                >
                  <ChevronLeft aria-hidden />
                </StepButton>
                <div
                  className="flex flex-wrap justify-center gap-1"
                  aria-label={copy.dotsLabel}
                  role="group"
                >
                  {dots.map((snap, dot) => (
                    <button
                      key={snap}
                      type="button"
                      aria-label={copy.goTo(dot + 1)}
                      aria-current={dot === currentDot || undefined}
                      onClick={() => scrollToSnap(snap)}
                      className="group grid size-6 place-items-center rounded-full focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                      data-carousel-dot
                    >
                      {/* A 12 px dot in a 24 px button: the smallest target a finger should get. */}
                      <span className="size-3 rounded-full bg-muted-foreground/40 transition-colors group-hover:bg-muted-foreground group-aria-[current]:bg-primary" />
                    </button>
                  ))}
                </div>
                <StepButton label={copy.next} disabled={!position.canNext} onClick={() => step(1)}>
                  <ChevronRight aria-hidden />
                </StepButton>
              </>
            ) : null}
          </div>
        </div>
      </div>
      <GalleryViewer images={images} viewer={viewer} />
    </section>
  );
}

/** aria-disabled keeps keyboard focus on the button when it reaches an end. */
function StepButton({
  label,
  disabled,
  onClick,
  children,
}: {
  label: string;
  disabled: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-disabled={disabled || undefined}
      onClick={disabled ? undefined : onClick}
      className="inline-flex size-11 shrink-0 items-center justify-center rounded-full border border-border text-foreground transition-colors hover:border-primary hover:text-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring aria-disabled:cursor-not-allowed aria-disabled:opacity-40 aria-disabled:hover:border-border aria-disabled:hover:text-foreground [&_svg]:size-5"
    >
      {children}
    </button>
  );
}
