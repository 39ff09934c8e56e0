import { HomeContactSection, HomeNewsletterSection } from "~/components/home-enquiry-section";
import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { GalleryCarousel } from "~/components/gallery/gallery-carousel";
import { getCarouselIllustrations } from "~/gallery.server";

export const meta: MetaFunction = () => [
  { title: "Digitale Poteter AS | Fotorealistiske 3D-visualiseringer" },
  { name: "description", content: "3D-visualiseringer, animasjoner og 360°-visninger for eiendomsmeglere, arkitekter, utbyggere og entreprenører." },
];

export async function loader() {
  return { images: await getCarouselIllustrations() };
}

export default function Page() {
  const { images } = useLoaderData<typeof loader>();
  return (
    <>
      <section className="container py-16">
        <h1 className="text-4xl md:text-5xl">Fotorealistiske 3D-visualiseringer av eiendomsprosjekter</h1>
      </section>
      <GalleryCarousel images={images} />
      <HomeContactSection />
      <HomeNewsletterSection />
    </>
  );
}
