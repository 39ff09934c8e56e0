import type { ZodType } from "zod";
import { siteContentCopy } from "../copy";
import { companyDefaults, companyFields, companySchema } from "./company";
import { faqDefaults, faqFields, faqSchema } from "./faq";
import type { FieldSpec } from "./fields";
import { legalNoticeDocument, privacyDocument, termsDocument } from "./legal";
import { servicePageDocuments } from "./service-pages";
import { homeDefaults, homeFields, homeSchema } from "./home";
import {
  teamDefaults,
  teamFields,
  teamFormSchema,
  teamLimits,
  teamPhotoPrefix,
  teamSchema,
} from "./team";

/**
 * One kind of editable content: the schema that checks the form, the stored JSON and the
 * defaults alike; the defaults from the concern's copy (what a fresh install shows); the page
 * staff preview it on; and how the editor lays out its fields. A document with pictures says
 * where its uploads are stored and how many its form may carry, and checks its form with a
 * schema of the same rules that also takes a file just chosen in the browser.
 */
export interface ContentDocument<Data = unknown> {
  key: string;
  title: string;
  description: string;
  schema: ZodType<Data>;
  defaults: Data;
  previewPath: string;
  fields: readonly FieldSpec[];
  images?: { prefix: string; maxFiles: number; maxParts: number; formSchema: ZodType };
}

function contentDocument<Data>(document: ContentDocument<Data>) {
  return document;
}

const { documents: titles } = siteContentCopy;

export const contentDocuments = {
  company: contentDocument({
    key: "company",
    ...titles.company,
    schema: companySchema,
    defaults: companyDefaults,
    previewPath: "/kontakt",
    fields: companyFields,
  }),
  faq: contentDocument({
    key: "faq",
    ...titles.faq,
    schema: faqSchema,
    defaults: faqDefaults,
    previewPath: "/visualisering",
    fields: faqFields,
  }),
  privacy: contentDocument({ key: "privacy", ...titles.privacy, ...privacyDocument }),
  terms: contentDocument({ key: "terms", ...titles.terms, ...termsDocument }),
  legal: contentDocument({ key: "legal", ...titles.legal, ...legalNoticeDocument }),
  ...servicePageDocuments,
  home: contentDocument({
    key: "home",
    ...titles.home,
    schema: homeSchema,
    defaults: homeDefaults,
    previewPath: "/",
    fields: homeFields,
  }),
  team: contentDocument({
    key: "team",
    ...titles.team,
    schema: teamSchema,
    defaults: teamDefaults,
    previewPath: "/",
    fields: teamFields,
    images: { prefix: teamPhotoPrefix, ...teamLimits, formSchema: teamFormSchema },
  }),
} as const;

export type ContentKey = keyof typeof contentDocuments;

export type ContentOf<Key extends ContentKey> = (typeof contentDocuments)[Key]["defaults"];

export function isContentKey(key: string): key is ContentKey {
  return Object.hasOwn(contentDocuments, key);
}

export const contentDocumentList: readonly ContentDocument[] = Object.values(contentDocuments);
