import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { LegalDocument } from "~/legal";
import { retentionPeriods } from "~/personal-data/index.server";
import { loadedPageTags } from "~/seo";
import { pageData } from "~/seo/index.server";
import { loadLegalPage } from "~/site-content/index.server";

export const meta: MetaFunction<typeof loader> = loadedPageTags;

export const loader = async ({ request }: LoaderFunctionArgs) => ({
  ...pageData("/betingelser"),
  legal: await loadLegalPage(request, "terms", retentionPeriods()),
});

export default function TermsPage() {
  return <LegalDocument page={useLoaderData<typeof loader>().legal} />;
}
