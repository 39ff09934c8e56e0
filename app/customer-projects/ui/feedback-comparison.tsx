import { Link } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { feedbackCopy as copy } from "../copy/feedback";
import { useHydrated } from "~/hooks";

type Version = { round: number; image: { id: string; url: string; width: number; height: number } };

/**
 * Two versions of one image. Without script they stand side by side; with it, the slider lays
 * the new one over the old and the range input uncovers it.
 */
export function Comparison({
  title,
  older,
  newer,
  closeTo,
}: {
  title: string;
  older: Version;
  newer: Version;
  closeTo: string;
}) {
  const hydrated = useHydrated();
  const [slider, setSlider] = useState(false);
  const [reveal, setReveal] = useState(50);
  const overlay = useRef<HTMLImageElement>(null);
  useEffect(() => {
    if (overlay.current) overlay.current.style.clipPath = `inset(0 ${100 - reveal}% 0 0)`;
  }, [reveal, slider]);
  const headingId = `sammenligning-${newer.image.id}`;
  return (
    <section aria-labelledby={headingId} className="space-y-3 rounded-lg border p-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h5 id={headingId} className="text-lg">
          {copy.compare.heading(title, older.round, newer.round)}
        </h5>
        <div className="flex flex-wrap gap-2">
          {hydrated ? (
            <Button
              type="button"
              size="sm"
              variant="outline"
              aria-pressed={slider}
              onClick={() => setSlider(!slider)}
            >
              {slider ? copy.compare.sideBySide : copy.compare.slider}
            </Button>
          ) : null}
          <Link to={closeTo} preventScrollReset className="text-sm text-primary hover:underline">
            {copy.compare.close}
          </Link>
        </div>
      </div>
      {slider ? (
        <div className="space-y-2">
          <div className="relative">
            <img
              src={older.image.url}
              alt={`${title}, ${copy.roundLabel(older.round)}`}
              width={older.image.width}
              height={older.image.height}
              className="block h-auto w-full"
            />
            <img
              ref={overlay}
              src={newer.image.url}
              alt={`${title}, ${copy.roundLabel(newer.round)}`}
              width={newer.image.width}
              height={newer.image.height}
              className="absolute inset-0 block h-full w-full object-cover"
            />
          </div>
          <label className="flex items-center gap-3 text-sm">
            {copy.compare.sliderLabel}
            <input
              type="range"
              min={0}
              max={100}
              value={reveal}
              onChange={(event) => setReveal(Number(event.target.value))}
              className="flex-1"
            />
          </label>
        </div>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          {[older, newer].map((version) => (
            <figure key={version.image.id}>
              <img
                src={version.image.url}
                alt={`${title}, ${copy.roundLabel(version.round)}`}
                width={version.image.width}
                height={version.image.height}
                className="block h-auto w-full rounded-md"
              />
              <figcaption className="mt-1 text-sm text-muted-foreground">
                {copy.roundLabel(version.round)}
              </figcaption>
            </figure>
          ))}
        </div>
      )}
    </section>
  );
}
