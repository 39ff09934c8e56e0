import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { LegalDocument } from "~/legal";
import { loadLegalPage } from "~/legal/index.server";
import { metaForPath } from "~/seo";

export const meta: MetaFunction = (args) => metaForPath(args, "/personvern");

export const loader = ({ request }: LoaderFunctionArgs) => loadLegalPage(request, "privacy");

export default function PrivacyPolicyPage() {
  return <LegalDocument page={useLoaderData<typeof loader>()} />;
}
