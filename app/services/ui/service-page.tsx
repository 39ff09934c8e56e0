import { Link } from "@remix-run/react";
import ArrowRight from "lucide-react/icons/arrow-right";
import CircleCheck from "lucide-react/icons/circle-check";
import type { ReactNode } from "react";
import { Button } from "~/components/ui/button";
import type { GalleryImage } from "~/gallery";
import type { ServicePageCopy } from "../copy";
import { ContactCallToAction } from "./contact-call-to-action";
import { FaqList } from "./faq-list";
import { ServiceExamples } from "./service-examples";

/**
 * Every service page: what it is, who it is for, what the customer gets, how it works,
 * questions, and a way to the contact form. The text is the page's published content; staff
 * may write two items alike, so items are keyed by position.
 */
export function ServicePage({
  copy,
  eyebrow,
  examples,
  demo,
  children,
}: {
  copy: ServicePageCopy;
  eyebrow: string;
  examples: { images: GalleryImage[]; moreHref: string };
  /** A live demo of the service, shown right after the introduction. */
  demo?: ReactNode;
  /** Structured data for the page. */
  children?: ReactNode;
}) {
  return (
    <>
      <section className="container pt-16 pb-12 md:pt-24">
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">{eyebrow}</p>
        <h1 className="mt-3 max-w-4xl text-4xl md:text-5xl">{copy.heading}</h1>
        <p className="mt-6 max-w-prose text-lg text-muted-foreground">{copy.lead}</p>
        <Button asChild size="lg" className="mt-8">
          <Link to="/kontakt">
            {copy.cta.label}
            <ArrowRight aria-hidden />
          </Link>
        </Button>
      </section>
      {/* The first part (the demo where there is one) is near the first screen; the others
          are drawn as they come near it. */}
      <div className="container space-y-20 pb-20 [&>section:not(:first-child)]:render-when-near">
        {demo}
        <PageSection id="hva-er-det" heading={copy.whatItIs.heading} className="max-w-prose">
          {copy.whatItIs.paragraphs.map((paragraph, index) => (
            <p key={index} className="mt-4 text-muted-foreground">
              {paragraph}
            </p>
          ))}
        </PageSection>
        <ServiceExamples {...examples} />
        <PageSection id="hvem-passer-det-for" heading={copy.audience.heading}>
          <ul className="mt-8 grid gap-4 md:grid-cols-2">
            {copy.audience.items.map((item, index) => (
              <li key={index} className="rounded-xl border bg-card p-6">
                <h3 className="text-xl">{item.title}</h3>
                <p className="mt-2 text-muted-foreground">{item.text}</p>
              </li>
            ))}
          </ul>
        </PageSection>
        <PageSection id="dette-far-du" heading={copy.deliverables.heading}>
          <ul className="mt-6 space-y-3">
            {copy.deliverables.items.map((item, index) => (
              <li key={index} className="flex gap-3">
                <CircleCheck className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
                <span>{item}</span>
              </li>
            ))}
          </ul>
        </PageSection>
        <PageSection id="slik-jobber-vi" heading={copy.howItWorks.heading}>
          <ol className="mt-8 grid gap-4 md:grid-cols-2 lg:grid-cols-4">
            {copy.howItWorks.steps.map((step, index) => (
              <li key={index} className="rounded-xl border bg-card p-6">
                <p className="font-serif text-3xl text-primary" aria-hidden>
                  {index + 1}
                </p>
                <h3 className="mt-2 text-xl">{step.title}</h3>
                <p className="mt-2 text-muted-foreground">{step.text}</p>
              </li>
            ))}
          </ol>
        </PageSection>
        <PageSection id="sporsmal" heading={copy.faq.heading}>
          <div className="mt-8 max-w-3xl">
            <FaqList items={copy.faq.items} />
          </div>
        </PageSection>
        <ContactCallToAction id="ta-kontakt" {...copy.cta} />
      </div>
      {children}
    </>
  );
}

/** A section of the page under its heading, which names it for assistive technology. */
function PageSection({
  id,
  heading,
  className,
  children,
}: {
  id: string;
  heading: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="text-3xl">
        {heading}
      </h2>
      {children}
    </section>
  );
}
