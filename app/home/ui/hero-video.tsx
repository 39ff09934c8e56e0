import { useEffect, useState } from "react";
import { cn } from "~/components/ui/cn";

/** Wide screens only, and not for visitors who asked their system for less motion. */
const wideScreenQuery = "(min-width: 1024px) and (prefers-reduced-motion: no-preference)";
const delayAfterLoadMs = 2_000;

/**
 * The muted background loop. It is never rendered on the server, so small screens and
 * visitors without JavaScript never download it; it fades in over the still image once playing.
 */
export function HeroVideo({ src }: { src: string }) {
  const show = useWideScreenAfterLoad();
  const [playing, setPlaying] = useState(false);
  if (!show) return null;
  return (
    <video
      src={src}
      autoPlay
      muted
      loop
      playsInline
      preload="auto"
      aria-hidden="true"
      tabIndex={-1}
      onPlaying={() => setPlaying(true)}
      className={cn(
        "absolute inset-0 -z-20 size-full object-cover transition-opacity duration-1000",
        playing ? "opacity-100" : "opacity-0",
      )}
    />
  );
}

function useWideScreenAfterLoad() {
  const [delayPassed, setDelayPassed] = useState(false);
  const [wide, setWide] = useState(false);

  useEffect(() => {
    let timer: number | undefined;
    const startDelay = () => {
      timer = window.setTimeout(() => setDelayPassed(true), delayAfterLoadMs);
    };
    if (document.readyState === "complete") startDelay();
    else window.addEventListener("load", startDelay, { once: true });
    return () => {
      window.removeEventListener("load", startDelay);
      window.clearTimeout(timer);
    };
  }, []);

  useEffect(() => {
    const query = window.matchMedia(wideScreenQuery);
    const update = () => setWide(query.matches);
    update();
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, []);

  return delayPassed && wide;
}
