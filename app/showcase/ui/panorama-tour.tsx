import Rotate3d from "lucide-react/icons/rotate-3d";
import { lazy, Suspense, useState } from "react";
import { preloadCode } from "~/components/layout/preload-code";
import { ResponsiveImage, imageUrl } from "~/images";
import { Button } from "~/components/ui/button";
import { panoramaCopy as copy } from "../copy/showcase";
import { useHydrated } from "~/hooks";

const loadPanoramaViewer = () => import("./panorama-viewer");
const PanoramaViewer = lazy(loadPanoramaViewer);
const preloadPanoramaViewer = preloadCode(loadPanoramaViewer);

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
 * A walk through the panoramas: a still for everyone (and all there is without JavaScript),
 * the interactive viewer once the visitor starts it or picks a place (decision 174).
 */
export function PanoramaTour({ panoramas }: { panoramas: TourPanorama[] }) {
  const hydrated = useHydrated();
  const [current, setCurrent] = useState(0);
  const [started, setStarted] = useState<"by-button" | "by-place" | false>(false);
  const [ready, setReady] = useState(false);
  const panorama = panoramas[current];
  if (!panorama) return null;
  const show = (index: number) => {
    setCurrent(index);
    setStarted((how) => how || "by-place");
  };
  return (
    <section aria-labelledby="prov-360">
      <h2 id="prov-360" className="text-3xl">
        {copy.heading}
      </h2>
      {/* Chosen by CSS, not by hydration: the page must not shift when its code starts. */}
      <p className="mt-4 max-w-prose text-muted-foreground">
        <span className="noscript:hidden">{copy.lead}</span>
        <span className="hidden noscript:inline">{copy.noScript}</span>
      </p>
      {panoramas.length > 1 ? (
        <div
          role="group"
          aria-label={copy.roomsLabel}
          className="mt-6 flex flex-wrap gap-2 noscript:hidden"
        >
          {panoramas.map((room, index) => (
            <Button
              key={room.id}
              type="button"
              variant={index === current ? "default" : "outline"}
              aria-pressed={index === current}
              onClick={() => show(index)}
              onPointerEnter={preloadPanoramaViewer}
              onFocus={preloadPanoramaViewer}
            >
              {room.title}
            </Button>
          ))}
        </div>
      ) : null}
      <div className="relative mt-6 aspect-[4/3] w-full overflow-hidden rounded-xl bg-muted sm:aspect-[16/9]">
        {ready ? null : (
          <ResponsiveImage
            imageKey={panorama.imageKey}
            alt={copy.stillAlt(panorama.title)}
            width={panorama.width}
            height={panorama.height}
            sizes="(min-width: 1280px) 1216px, 100vw"
            className="size-full object-cover"
          />
        )}
        {hydrated && !started ? (
          <div className="absolute inset-0 grid place-items-center bg-background/30">
            <Button
              type="button"
              size="lg"
              onClick={() => setStarted("by-button")}
              onPointerEnter={preloadPanoramaViewer}
              onFocus={preloadPanoramaViewer}
            >
              <Rotate3d aria-hidden />
              {copy.start}
            </Button>
          </div>
        ) : null}
        {started ? (
          <Suspense fallback={null}>
            <PanoramaViewer
              src={imageUrl(panorama.imageKey, { width: textureWidth, format: "jpeg" })}
              title={panorama.title}
              autoFocus={started === "by-button"}
              onReady={() => setReady(true)}
            />
          </Suspense>
        ) : null}
      </div>
    </section>
  );
}
