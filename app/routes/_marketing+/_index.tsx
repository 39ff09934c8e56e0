import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { GalleryCarousel } from "~/components/gallery/gallery-carousel";
import { HomeAnimationVideo, defaultAnimationVideoId } from "~/components/home/animation-video";
import { HomeFacts } from "~/components/home/facts";
import { HomeHero, heroImagePreload } from "~/components/home/hero";
import { HomeIntro } from "~/components/home/intro";
import { HomeProcess } from "~/components/home/process";
import { HomeServices, serviceCard } from "~/components/home/services";
import { HomeStatements } from "~/components/home/statements";
import { HomeTeam } from "~/components/home/team";
import { HomeTestimonial } from "~/components/home/testimonial";
import { HomeContactSection, HomeNewsletterSection } from "~/components/home-enquiry-section";
import { getConfig } from "~/config.server";
import { services } from "~/content/services";
import { getCarouselIllustrations } from "~/gallery.server";
import { JsonLd, businessJsonLd } from "~/utils/json-ld";
import { metaForPath } from "~/utils/meta";

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

/** The spec's twelve sections, in its order. */
export default function HomePage() {
  const { images, serviceCards, siteUrl, heroVideoUrl, youtubeVideoId } =
    useLoaderData<typeof loader>();
  return (
    <>
      <JsonLd data={businessJsonLd(siteUrl)} />
      <HomeHero videoUrl={heroVideoUrl} />
      <HomeIntro />
      <HomeFacts />
      <HomeServices services={serviceCards} />
      <HomeTestimonial />
      <HomeTeam />
      <HomeAnimationVideo videoId={youtubeVideoId} />
      <HomeStatements />
      <HomeProcess />
      <GalleryCarousel images={images} />
      <HomeContactSection />
      <HomeNewsletterSection />
    </>
  );
}
