import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import ArrowRight from "lucide-react/icons/arrow-right";
import { FaqList, faq } from "~/services";
import { Button } from "~/components/ui/button";
import { JsonLd, faqPageJsonLd, metaForPath } from "~/seo";

export const meta: MetaFunction = (args) => metaForPath(args, "/visualisering");

export default function FaqPage() {
  return (
    <section className="container max-w-3xl py-16 md:py-24">
      <h1 className="text-4xl md:text-5xl">{faq.heading}</h1>
      <p className="mt-6 text-lg text-muted-foreground">{faq.lead}</p>
      <div className="mt-12">
        <FaqList items={faq.items} />
      </div>
      <Button asChild size="lg" className="mt-12">
        <Link to={faq.contactLink.href}>
          {faq.contactLink.label}
          <ArrowRight aria-hidden />
        </Link>
      </Button>
      <JsonLd data={faqPageJsonLd(faq.items)} />
    </section>
  );
}
