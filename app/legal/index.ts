export { legalNotice, privacyPolicy, terms, type LegalPageContent } from "./copy";
export {
  legalPlaceholderNames,
  retentionPlaceholderNames,
  type RetentionPeriods,
} from "./placeholders";
export { LegalDocument } from "./ui/legal-document";
