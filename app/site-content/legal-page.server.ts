import type { CompanyFacts } from "~/company";
import {
  legalPlaceholders,
  type LegalPage,
  type LegalPageContent,
  type RetentionPeriods,
} from "~/legal";
import { renderSafeMarkdown } from "./markdown.server";
import { fillPlaceholders } from "./placeholders";
import { readContent } from "./read.server";

/** A legal page as the page shows it: the body rendered to sanitised HTML on the server. */
export function renderLegalPage(
  content: LegalPageContent,
  facts: CompanyFacts,
  periods: RetentionPeriods,
): LegalPage {
  const values = legalPlaceholders(facts, periods);
  return {
    heading: content.heading,
    updated: content.updated,
    intro: fillPlaceholders(content.intro, values),
    bodyHtml: renderSafeMarkdown(content.body, values),
  };
}

/**
 * The published page (the drafts for staff previewing), filled with the published company
 * facts and the retention periods the deleting jobs apply, which the route hands in from
 * personal-data.
 */
export async function loadLegalPage(
  request: Request,
  key: "privacy" | "terms" | "legal",
  periods: RetentionPeriods,
) {
  const [content, facts] = await Promise.all([
    readContent(request, key),
    readContent(request, "company"),
  ]);
  return renderLegalPage(content, facts, periods);
}
