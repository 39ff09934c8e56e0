import Play from "lucide-react/icons/play";
import { useState, type ReactNode } from "react";
import { home } from "../copy/home";
import { useHydrated } from "~/hooks";

const copy = home.animation;

/**
 * Shown until YOUTUBE_VIDEO_ID names the studio's own film: Blender's open movie
 * "Big Buck Bunny" (CC BY), a 3D animation that stays available (decision 032).
 */
export const defaultAnimationVideoId = "aqz-KE-bpKQ";

function youtubeWatchUrl(videoId: string) {
  return `https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}`;
}

function youtubeEmbedUrl(videoId: string) {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=1`;
}

/**
 * Section 7. Nothing from YouTube loads until the visitor presses play; before the page
 * has hydrated (or without JavaScript) the thumbnail is a plain link to the video instead.
 */
export function HomeAnimationVideo({ videoId }: { videoId: string }) {
  const hydrated = useHydrated();
  const [playing, setPlaying] = useState(false);

  return (
    <section aria-labelledby="animasjon-tittel" className="container py-16 md:py-24">
      <h2 id="animasjon-tittel" className="text-3xl md:text-4xl">
        {copy.heading}
      </h2>
      <p className="mt-4 max-w-2xl text-lg text-muted-foreground">{copy.text}</p>
      <div className="relative mt-8 aspect-video max-w-4xl overflow-hidden rounded-lg bg-muted">
        {playing ? (
          <iframe
            src={youtubeEmbedUrl(videoId)}
            title={copy.playerTitle}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
            className="absolute inset-0 size-full border-0"
          />
        ) : hydrated ? (
          <button
            type="button"
            onClick={() => setPlaying(true)}
            className="group absolute inset-0 size-full focus-visible:outline-none"
          >
            <Thumbnail label={copy.playLabel} />
          </button>
        ) : (
          <a
            href={youtubeWatchUrl(videoId)}
            className="group absolute inset-0 block size-full focus-visible:outline-none"
          >
            <Thumbnail label={copy.noScriptLabel} />
          </a>
        )}
      </div>
    </section>
  );
}

function Thumbnail({ label }: { label: ReactNode }) {
  return (
    <>
      <img
        src={copy.thumbnail.src}
        width={copy.thumbnail.width}
        height={copy.thumbnail.height}
        alt={copy.thumbnail.alt}
        loading="lazy"
        decoding="async"
        className="size-full object-cover transition-opacity group-hover:opacity-80"
      />
      <span className="absolute inset-0 flex items-center justify-center">
        <span className="flex items-center gap-3 rounded-full bg-background/85 py-3 pr-6 pl-4 text-lg font-medium ring-primary group-focus-visible:ring-4">
          <span className="flex size-12 items-center justify-center rounded-full bg-primary text-primary-foreground">
            <Play aria-hidden="true" className="size-6 translate-x-0.5 fill-current" />
          </span>
          {label}
        </span>
      </span>
    </>
  );
}
