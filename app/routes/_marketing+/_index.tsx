import { HomeContactSection, HomeNewsletterSection } from "~/components/home-enquiry-section";
import type { MetaFunction } from "@remix-run/node";

export const meta: MetaFunction = () => [
  { title: "Digitale Poteter AS | Fotorealistiske 3D-visualiseringer" },
  { name: "description", content: "3D-visualiseringer, animasjoner og 360°-visninger for eiendomsmeglere, arkitekter, utbyggere og entreprenører." },
];

export default function Page() {
  return (
    <>
      <section className="container py-16">
        <h1 className="text-4xl md:text-5xl">Fotorealistiske 3D-visualiseringer av eiendomsprosjekter</h1>
      </section>
      <HomeContactSection />
      <HomeNewsletterSection />
    </>
  );
}
