import type { MetaFunction } from "@remix-run/node";
import { LegalDocument } from "~/components/legal-document";
import { terms } from "~/content/legal";
import { metaForPath } from "~/seo";

export const meta: MetaFunction = (args) => metaForPath(args, "/betingelser");

export default function TermsPage() {
  return <LegalDocument document={terms} />;
}
