import { defaultAnimationVideoId } from "./ui/animation-video";
import { serviceCard } from "./ui/services";
import { getConfig } from "~/config/index.server";
import { businessJsonLd } from "~/seo";
import { pageData } from "~/seo/index.server";
import { getCarouselIllustrations } from "~/gallery/index.server";
import { readContent, readServiceCards } from "~/site-content/index.server";

/** What the home page shows beyond its copy, worked out on the server. */
export async function homePageData(request: Request) {
  const config = getConfig();
  return {
    ...pageData("/"),
    images: await getCarouselIllustrations(),
    serviceCards: (await readServiceCards(request)).map(serviceCard),
    siteUrl: config.siteUrl.origin,
    content: await readContent(request, "home"),
    team: await readContent(request, "team"),
    business: businessJsonLd(config.siteUrl.origin, await readContent(request, "company")),
    heroVideoUrl: config.HERO_VIDEO_URL,
    youtubeVideoId: config.YOUTUBE_VIDEO_ID ?? defaultAnimationVideoId,
  };
}
