import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { LegalDocument } from "~/legal";
import { loadLegalPage } from "~/legal/index.server";
import { metaForPath } from "~/seo";

export const meta: MetaFunction = (args) => metaForPath(args, "/juridisk");

export const loader = ({ request }: LoaderFunctionArgs) => loadLegalPage(request, "legal");

export default function LegalNoticePage() {
  return <LegalDocument page={useLoaderData<typeof loader>()} />;
}
