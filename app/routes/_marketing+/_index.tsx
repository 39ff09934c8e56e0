import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { defaultAnimationVideoId } from "~/components/home/animation-video";
import { HomeBelowTheFold } from "~/components/home/below-the-fold";
import { HomeHero, heroImagePreload } from "~/components/home/hero";
import { serviceCard } from "~/components/home/services";
import { hydrateWhenNeeded, renderedAtOnce } from "~/components/hydrate-when-needed";
import { HomeIntro } from "~/components/home/intro";
import { getConfig } from "~/config.server";
import { services } from "~/content/services";
import { getCarouselIllustrations } from "~/gallery.server";
import { JsonLd, businessJsonLd } from "~/utils/json-ld";
import { metaForPath } from "~/utils/meta";

const belowTheFoldId = "forsiden-resten";
// The sections below the first screen bring the carousel, the forms and their checks; their
// code loads as the visitor scrolls towards them or first interacts (decision 077).
const BelowTheFold = import.meta.env.SSR
  ? renderedAtOnce(HomeBelowTheFold)
  : hydrateWhenNeeded(belowTheFoldId, () =>
      import("~/components/home/below-the-fold").then((module) => module.HomeBelowTheFold),
    );

export const meta: MetaFunction<typeof loader> = (args) => metaForPath(args, "/");

export const links: LinksFunction = () => [heroImagePreload];

export async function loader() {
  const config = getConfig();
  return {
    images: await getCarouselIllustrations(),
    serviceCards: services.map(serviceCard),
    siteUrl: config.siteUrl.origin,
    heroVideoUrl: config.HERO_VIDEO_URL,
    youtubeVideoId: config.YOUTUBE_VIDEO_ID ?? defaultAnimationVideoId,
  };
}

/** The spec's twelve sections, in its order; sections 3 to 12 in HomeBelowTheFold. */
export default function HomePage() {
  const { images, serviceCards, siteUrl, heroVideoUrl, youtubeVideoId } =
    useLoaderData<typeof loader>();
  return (
    <>
      <JsonLd data={businessJsonLd(siteUrl)} />
      <HomeHero videoUrl={heroVideoUrl} />
      <HomeIntro />
      <BelowTheFold
        id={belowTheFoldId}
        services={serviceCards}
        youtubeVideoId={youtubeVideoId}
        images={images}
      />
    </>
  );
}
