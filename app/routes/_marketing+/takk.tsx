import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, Link, useLoaderData } from "@remix-run/react";
import CircleCheck from "lucide-react/icons/circle-check";
import { useTrackConversion } from "~/analytics";
import { useCompany } from "~/company";
import { thanksPageCopy as copy } from "~/contact";
import { loadedPageTags } from "~/seo";
import { takeConversion } from "~/analytics/index.server";
import { pageData } from "~/seo/index.server";

export const meta: MetaFunction<typeof loader> = loadedPageTags;

export async function loader({ request }: LoaderFunctionArgs) {
  const { conversion, headers } = await takeConversion(request);
  return data({ ...pageData("/takk"), conversion }, { headers });
}

export default function ThanksPage() {
  const { conversion } = useLoaderData<typeof loader>();
  const company = useCompany();
  return (
    <section className="container max-w-3xl py-16 md:py-24">
      {conversion ? <ConversionReport label={conversion} /> : null}
      <CircleCheck className="size-12 text-primary" aria-hidden />
      <h1 className="mt-6 text-4xl md:text-5xl">{copy.heading}</h1>
      <p className="mt-6 text-lg text-muted-foreground">{copy.lead}</p>
      <h2 className="mt-12 text-2xl md:text-3xl">{copy.nextHeading}</h2>
      <ol className="mt-6 list-decimal space-y-3 pl-6">
        {copy.nextSteps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <p className="mt-8 font-semibold">{copy.urgent(company.phone)}</p>
      <ul className="mt-10 flex flex-wrap gap-x-8 gap-y-3">
        {copy.links.map((link) => (
          <li key={link.href}>
            <Link
              to={link.href}
              className="font-semibold text-primary underline underline-offset-4"
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Rendered only right after a successful enquiry, so a reload reports nothing. */
function ConversionReport({ label }: { label: string }) {
  useTrackConversion(label);
  return null;
}
