import type { CompanyFacts } from "~/company";
import { retentionPeriods } from "~/personal-data/index.server";
import { fillPlaceholders, readContent, renderSafeMarkdown } from "~/site-content/index.server";
import type { LegalPage, LegalPageContent } from "./copy";
import { legalPlaceholders, type RetentionPeriods } from "./placeholders";

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
 * facts and the retention periods the deleting jobs apply.
 */
export async function loadLegalPage(request: Request, key: "privacy" | "terms" | "legal") {
  const [content, facts] = await Promise.all([
    readContent(request, key),
    readContent(request, "company"),
  ]);
  return renderLegalPage(content, facts, retentionPeriods());
}
