import type { ComponentProps } from "react";
import { GalleryCarousel } from "~/gallery";
import { HomeContactSection, HomeNewsletterSection } from "./home-enquiry-section";
import { HomeAnimationVideo } from "./animation-video";
import { HomeFacts } from "./facts";
import { HomeProcess } from "./process";
import { HomeServices } from "./services";
import { HomeStatements } from "./statements";
import { HomeTeam } from "./team";
import { HomeTestimonial } from "./testimonial";
import type { HomeContent, TeamContent } from "~/site-content";
import { home } from "../copy/home";

export type HomeBelowTheFoldProps = {
  /** Of the one element that holds every section, so it is in view anywhere below the first screen. */
  id: string;
  content: HomeContent;
  team: TeamContent;
  services: ComponentProps<typeof HomeServices>["services"];
  youtubeVideoId: string;
  images: ComponentProps<typeof GalleryCarousel>["images"];
};

/** Sections 3 to 12, which a phone's first screen does not show. */
export function HomeBelowTheFold({
  id,
  content,
  team,
  services,
  youtubeVideoId,
  images,
}: HomeBelowTheFoldProps) {
  return (
    <div id={id} className="*:render-when-near">
      <HomeFacts content={content.facts} />
      <HomeServices content={content.services} services={services} />
      <HomeTestimonial content={content.testimonials} />
      <HomeTeam content={team} />
      <HomeAnimationVideo videoId={youtubeVideoId} />
      <HomeStatements />
      <HomeProcess content={content.process} />
      <GalleryCarousel heading={home.gallery.heading} images={images} />
      <HomeContactSection content={content.contact} />
      <HomeNewsletterSection content={content.newsletter} />
    </div>
  );
}
