import { useEffect, useRef, useState, type ImgHTMLAttributes, type RefObject } from "react";
import { imageUrl, standardWidths, type QualityPreset } from "../variants";
import { cn } from "~/components/ui/cn";

type ResponsiveImageProps = Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  "src" | "srcSet" | "width" | "height" | "loading"
> & {
  /** Storage key of the original; its route address is also the fallback when a variant fails. */
  imageKey: string;
  alt: string;
  /** Intrinsic size of the original, so the browser reserves the right box before it loads. */
  width: number;
  height: number;
  sizes?: string;
  widths?: readonly number[];
  quality?: QualityPreset;
  /** Load at once (above the fold); otherwise load when within 50 px of the viewport. */
  eager?: boolean;
  /**
   * The page's largest picture: loads at once and ahead of other images. Only one per page,
   * or they compete with each other and with the hero for the first seconds of bandwidth.
   */
  priority?: boolean;
};

/** React 18 does not know fetchPriority yet; the lower-case attribute reaches the DOM as is. */
const priorityHigh = { fetchpriority: "high" } as Record<string, string>;

/**
 * A lazy picture's only candidate until it comes near: a 1×1 transparent GIF, so the element
 * has the source HTML requires but nothing is fetched. Its load is not the picture's.
 */
const notYet = "data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7";

/** How close to the viewport a lazy image must come before it starts loading (spec: 50 px). */
const lazyMargin = "50px";

export function ResponsiveImage({
  imageKey,
  alt,
  width,
  height,
  sizes = "100vw",
  widths = standardWidths,
  quality = "medium",
  eager: eagerProp = false,
  priority = false,
  className,
  onLoad,
  onError,
  ...rest
}: ResponsiveImageProps) {
  const eager = eagerProp || priority;
  const imageRef = useRef<HTMLImageElement>(null);
  const nearViewport = useNearViewport(imageRef, !eager);
  const [loaded, setLoaded] = useState(false);
  const [failed, setFailed] = useState(false);
  const fallbackSrc = imageUrl(imageKey);
  const srcSet = buildSrcSet(imageKey, width, widths, quality);
  const shouldLoad = eager || nearViewport;

  useEffect(() => {
    const image = imageRef.current;
    if (eager && image?.complete && image.naturalWidth === 0) setFailed(true);
  }, [eager]);

  const common = { width, height, decoding: "async" as const, ...rest };
  const candidates = shouldLoad ? (failed ? undefined : srcSet) : notYet;
  return (
    <>
      <img
        ref={imageRef}
        alt={alt}
        {...common}
        src={shouldLoad ? (failed ? fallbackSrc : defaultSource(srcSet, fallbackSrc)) : undefined}
        srcSet={candidates}
        sizes={candidates === srcSet ? sizes : undefined}
        loading={eager ? "eager" : undefined}
        {...(priority ? priorityHigh : {})}
        data-loaded={loaded || undefined}
        className={cn(
          !eager && "opacity-0 transition-opacity duration-500 data-loaded:opacity-100",
          !eager && "noscript:hidden",
          className,
        )}
        onLoad={(event) => {
          if (event.currentTarget.currentSrc === notYet) return;
          setLoaded(true);
          onLoad?.(event);
        }}
        onError={(event) => {
          setFailed(true);
          onError?.(event);
        }}
      />
      {eager ? null : (
        <noscript>
          <img
            alt={alt}
            {...common}
            src={defaultSource(srcSet, fallbackSrc)}
            srcSet={srcSet}
            sizes={sizes}
            loading="lazy"
            className={className}
          />
        </noscript>
      )}
    </>
  );
}

/**
 * One candidate per width the original can fill. The first width at or above the
 * original is listed with the original's own width, since the route never enlarges.
 */
export function buildSrcSet(
  imageKey: string,
  intrinsicWidth: number,
  widths: readonly number[],
  quality: QualityPreset,
) {
  const sorted = [...widths].sort((a, b) => a - b);
  const smaller = sorted.filter((width) => width < intrinsicWidth);
  const covering = sorted.find((width) => width >= intrinsicWidth);
  const candidates = smaller.map((width) => ({ request: width, actual: width }));
  if (covering) candidates.push({ request: covering, actual: intrinsicWidth });
  return candidates
    .map(
      ({ request, actual }) =>
        `${imageUrl(imageKey, { width: request, quality, format: "auto" })} ${actual}w`,
    )
    .join(", ");
}

function defaultSource(srcSet: string, fallback: string) {
  return srcSet.split(", ").at(-1)?.split(" ")[0] ?? fallback;
}

function useNearViewport(ref: RefObject<HTMLElement | null>, enabled: boolean) {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element || near) return;
    if (typeof IntersectionObserver === "undefined") {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: lazyMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, enabled, near]);
  return near;
}
