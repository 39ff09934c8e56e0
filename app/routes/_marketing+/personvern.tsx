import type { MetaFunction } from "@remix-run/node";
import { LegalDocument, privacyPolicy } from "~/legal";
import { metaForPath } from "~/seo";

export const meta: MetaFunction = (args) => metaForPath(args, "/personvern");

export default function PrivacyPolicyPage() {
  return <LegalDocument document={privacyPolicy} />;
}
