import type { MetaFunction } from "@remix-run/node";
import { LegalDocument, legalNotice } from "~/legal";
import { metaForPath } from "~/seo";

export const meta: MetaFunction = (args) => metaForPath(args, "/juridisk");

export default function LegalNoticePage() {
  return <LegalDocument document={legalNotice} />;
}
