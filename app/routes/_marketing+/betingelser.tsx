import type { MetaFunction } from "@remix-run/node";
import { LegalDocument, terms } from "~/legal";
import { metaForPath } from "~/seo";

export const meta: MetaFunction = (args) => metaForPath(args, "/betingelser");

export default function TermsPage() {
  return <LegalDocument document={terms} />;
}
