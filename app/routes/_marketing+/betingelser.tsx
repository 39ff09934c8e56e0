import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { LegalDocument } from "~/legal";
import { loadLegalPage } from "~/legal/index.server";
import { metaForPath } from "~/seo";

export const meta: MetaFunction = (args) => metaForPath(args, "/betingelser");

export const loader = ({ request }: LoaderFunctionArgs) => loadLegalPage(request, "terms");

export default function TermsPage() {
  return <LegalDocument page={useLoaderData<typeof loader>()} />;
}
