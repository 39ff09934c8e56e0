import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { ResponsiveImage } from "~/components/responsive-image";
import { Button } from "~/components/ui/button";
import { panoramaCopy as copy } from "~/content/showcase";
import { useHydrated } from "~/hooks";
import { imageUrl } from "~/images";

const PanoramaViewer = lazy(() => import("./panorama-viewer"));

export type TourPanorama = {
  id: string;
  title: string;
  imageKey: string;
  width: number;
  height: number;
};

/** The image route's widest variant: enough for a phone or laptop screen's field of view. */
const textureWidth = 1920;

/**
 * A walk through the panoramas: a still of the first one for everyone (and all there is
 * without JavaScript), the interactive viewer once the section comes into view.
 */
export function PanoramaTour({ panoramas }: { panoramas: TourPanorama[] }) {
  const hydrated = useHydrated();
  const frame = useRef<HTMLDivElement>(null);
  const inView = useInView(frame);
  const [current, setCurrent] = useState(0);
  const [ready, setReady] = useState(false);
  const panorama = panoramas[current];
  if (!panorama) return null;
  return (
    <section aria-labelledby="prov-360">
      <h2 id="prov-360" className="text-3xl">
        {copy.heading}
      </h2>
      <p className="mt-4 max-w-prose text-muted-foreground">
        {hydrated ? copy.lead : copy.noScript}
      </p>
      {hydrated && panoramas.length > 1 ? (
        <div role="group" aria-label={copy.roomsLabel} className="mt-6 flex flex-wrap gap-2">
          {panoramas.map((room, index) => (
            <Button
              key={room.id}
              type="button"
              variant={index === current ? "default" : "outline"}
              aria-pressed={index === current}
              onClick={() => setCurrent(index)}
            >
              {room.title}
            </Button>
          ))}
        </div>
      ) : null}
      <div
        ref={frame}
        className="relative mt-6 aspect-[4/3] w-full overflow-hidden rounded-xl bg-muted sm:aspect-[16/9]"
      >
        {ready ? null : (
          <ResponsiveImage
            imageKey={panoramas[0]!.imageKey}
            alt={copy.stillAlt(panoramas[0]!.title)}
            width={panoramas[0]!.width}
            height={panoramas[0]!.height}
            sizes="(min-width: 1280px) 1216px, 100vw"
            className="size-full object-cover"
          />
        )}
        {hydrated && inView ? (
          <Suspense fallback={null}>
            <PanoramaViewer
              src={imageUrl(panorama.imageKey, { width: textureWidth, format: "jpeg" })}
              title={panorama.title}
              onReady={() => setReady(true)}
            />
          </Suspense>
        ) : null}
      </div>
    </section>
  );
}

/** True from the moment the element first comes into the viewport. */
function useInView(element: React.RefObject<HTMLElement | null>) {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const target = element.current;
    if (!target || inView) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setInView(true);
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, inView]);
  return inView;
}
