import type { MetaFunction } from "@remix-run/node";
import { LegalDocument } from "~/components/legal-document";
import { privacyPolicy } from "~/content/legal";
import { metaForPath } from "~/seo";

export const meta: MetaFunction = (args) => metaForPath(args, "/personvern");

export default function PrivacyPolicyPage() {
  return <LegalDocument document={privacyPolicy} />;
}
