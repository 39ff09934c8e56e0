import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import ArrowRight from "lucide-react/icons/arrow-right";
import {
  IfcChecker,
  IFC_CHECKER_ID,
  IfcGuide,
  IfcGuideContents,
  ifcCheckerCopy,
  ifcGuide,
} from "~/ifc";
import { Button } from "~/components/ui/button";
import { loadedPageTags } from "~/seo";
import { pageData } from "~/seo/index.server";

export const meta: MetaFunction<typeof loader> = loadedPageTags;

export const loader = () => pageData("/ifc-eksport");

export default function IfcExportPage() {
  const { hero, next } = ifcGuide;
  return (
    <>
      <section className="container pt-16 pb-10">
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">{hero.eyebrow}</p>
        <h1 className="mt-3 max-w-3xl text-4xl md:text-5xl">{hero.heading}</h1>
        <p className="mt-6 max-w-prose text-lg text-muted-foreground">{hero.intro}</p>
      </section>
      <div className="container grid gap-12 pb-16 lg:grid-cols-[16rem_1fr]">
        <aside className="lg:sticky lg:top-24 lg:self-start">
          <IfcGuideContents checkerId={IFC_CHECKER_ID} checkerHeading={ifcCheckerCopy.heading} />
        </aside>
        <div className="min-w-0 space-y-16">
          <IfcGuide />
          <IfcChecker />
          <section aria-labelledby="videre-tittel" className="rounded-lg border bg-card p-6 md:p-8">
            <h2 id="videre-tittel" className="text-2xl md:text-3xl">
              {next.heading}
            </h2>
            <p className="mt-4 max-w-prose text-muted-foreground">{next.text}</p>
            <Button asChild size="lg" className="mt-6">
              <Link to={next.href}>
                {next.cta}
                <ArrowRight aria-hidden />
              </Link>
            </Button>
          </section>
        </div>
      </div>
    </>
  );
}
