import { z } from "zod";
import {
  legalNotice,
  legalPlaceholderNames,
  privacyPolicy,
  retentionPlaceholderNames,
  terms,
  type LegalPageContent,
} from "~/legal";
import { siteContentCopy } from "../copy";
import { placeholdersIn } from "../placeholders";
import { requiredText, type FieldSpec } from "./fields";

const { errors, legal: labels } = siteContentCopy;

const known: readonly string[] = legalPlaceholderNames;

/** A text whose `{name}`s are all ones the page can fill, so a slip is caught before publishing. */
function textWithPlaceholders(label: string, max: number) {
  return requiredText(label, max).superRefine((text, context) => {
    const unknown = placeholdersIn(text).find((name) => !known.includes(name));
    if (unknown) context.addIssue({ code: "custom", message: errors.unknownPlaceholder(unknown) });
  });
}

const legalSchema = z.object({
  heading: requiredText(labels.heading, 80),
  updated: requiredText(labels.updated, 60),
  intro: textWithPlaceholders(labels.intro, 600),
  body: textWithPlaceholders(labels.body, 30_000),
});

/** The privacy policy states the retention periods through their placeholders (issue 42). */
const privacySchema = legalSchema.superRefine((content, context) => {
  const used = placeholdersIn(content.body);
  if (!retentionPlaceholderNames.every((name) => used.includes(name)))
    context.addIssue({ code: "custom", path: ["body"], message: errors.retentionPlaceholder });
});

const legalFields: readonly FieldSpec[] = [
  { kind: "text", name: "heading", label: labels.heading },
  { kind: "text", name: "updated", label: labels.updated, help: labels.updatedHelp },
  { kind: "textarea", name: "intro", label: labels.intro },
  { kind: "textarea", name: "body", label: labels.body, help: labels.bodyHelp, rows: 24 },
];

export const privacyDocument = {
  schema: privacySchema as z.ZodType<LegalPageContent>,
  defaults: privacyPolicy,
  previewPath: "/personvern",
  fields: legalFields,
};

export const termsDocument = {
  schema: legalSchema as z.ZodType<LegalPageContent>,
  defaults: terms,
  previewPath: "/betingelser",
  fields: legalFields,
};

export const legalNoticeDocument = {
  schema: legalSchema as z.ZodType<LegalPageContent>,
  defaults: legalNotice,
  previewPath: "/juridisk",
  fields: legalFields,
};
