import type {
  ActionFunctionArgs,
  LinksFunction,
  LoaderFunctionArgs,
  MetaFunction,
} from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import {
  HomeBelowTheFold,
  HomeHero,
  heroImagePreload,
  HomeIntro,
  loadHomeBelowTheFold,
} from "~/home";
import { hydrateWhenNeeded, renderedAtOnce } from "~/components/ui/hydrate-when-needed";
import { JsonLd, loadedPageTags } from "~/seo";
import { answerEnquiry } from "~/contact/index.server";
import { enquiryClientAction } from "~/contact";
import { keepDataAfterFailedSend } from "~/forms";
import { homePageData } from "~/home/index.server";
import { headersKeepingRetryAfter, uploadRoute } from "~/http";

const belowTheFoldId = "forsiden-resten";
// The sections below the first screen bring the carousel, the forms and their checks; their
// code loads as the visitor scrolls towards them or first interacts (decision 077).
const BelowTheFold = import.meta.env.SSR
  ? renderedAtOnce(HomeBelowTheFold)
  : hydrateWhenNeeded(belowTheFoldId, loadHomeBelowTheFold);

export const meta: MetaFunction<typeof loader> = loadedPageTags;

export const links: LinksFunction = () => [heroImagePreload];

export const loader = ({ request }: LoaderFunctionArgs) => homePageData(request);

export const shouldRevalidate = keepDataAfterFailedSend;

// The enquiry form below is answered here, not on /kontakt, so a refused or failed send
// leaves the visitor where they were (decision 120).
export const handle = uploadRoute;

/** An enquiry refused by its limit answers with Retry-After (decision 299). */
export const headers = headersKeepingRetryAfter();

export const action = ({ request, context }: ActionFunctionArgs) =>
  answerEnquiry(request, context.clientIp);

export const clientAction = enquiryClientAction;

/** The spec's twelve sections, in its order; sections 3 to 12 in HomeBelowTheFold. */
export default function HomePage() {
  const { content, team, images, serviceCards, business, heroVideoUrl, youtubeVideoId } =
    useLoaderData<typeof loader>();
  return (
    <>
      <JsonLd data={business} />
      <HomeHero content={content.hero} videoUrl={heroVideoUrl} />
      <HomeIntro content={content.intro} />
      <BelowTheFold
        id={belowTheFoldId}
        content={content}
        team={team}
        services={serviceCards}
        youtubeVideoId={youtubeVideoId}
        images={images}
      />
    </>
  );
}
