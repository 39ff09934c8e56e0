import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { LegalDocument, privacyPolicy } from "~/legal";
import { retentionPeriods } from "~/personal-data/index.server";
import { metaForPath } from "~/seo";

export const meta: MetaFunction = (args) => metaForPath(args, "/personvern");

/** The periods the deleting jobs use, so the policy states what the site does. */
export const loader = () => retentionPeriods();

export default function PrivacyPolicyPage() {
  const periods = useLoaderData<typeof loader>();
  return <LegalDocument document={privacyPolicy(periods)} />;
}
