import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { LegalDocument } from "~/legal";
import { retentionPeriods } from "~/personal-data/index.server";
import { loadedPageTags } from "~/seo";
import { pageData } from "~/seo/index.server";
import { loadLegalPage } from "~/site-content/index.server";

export const meta: MetaFunction<typeof loader> = loadedPageTags;

export const loader = async ({ request }: LoaderFunctionArgs) => ({
  ...pageData("/personvern"),
  legal: await loadLegalPage(request, "privacy", retentionPeriods()),
});

export default function PrivacyPolicyPage() {
  return <LegalDocument page={useLoaderData<typeof loader>().legal} />;
}
