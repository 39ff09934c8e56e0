import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import ArrowRight from "lucide-react/icons/arrow-right";
import { FaqList, faq as faqCopy } from "~/services";
import { Button } from "~/components/ui/button";
import { JsonLd, faqPageJsonLd, loadedPageTags } from "~/seo";
import { pageData } from "~/seo/index.server";
import { readContent } from "~/site-content/index.server";

export const meta: MetaFunction<typeof loader> = loadedPageTags;

export async function loader({ request }: LoaderFunctionArgs) {
  return { ...pageData("/visualisering"), faq: await readContent(request, "faq") };
}

export default function FaqPage() {
  const { faq } = useLoaderData<typeof loader>();
  return (
    <section className="container max-w-3xl py-16 md:py-24">
      <h1 className="text-4xl md:text-5xl">{faq.heading}</h1>
      <p className="mt-6 text-lg text-muted-foreground">{faq.lead}</p>
      <div className="mt-12">
        <FaqList items={faq.items} />
      </div>
      <Button asChild size="lg" className="mt-12">
        <Link to={faqCopy.contactLink.href}>
          {faqCopy.contactLink.label}
          <ArrowRight aria-hidden />
        </Link>
      </Button>
      <JsonLd data={faqPageJsonLd(faq.items)} />
    </section>
  );
}
