export { legalNotice, privacyPolicy, terms, type LegalPage, type LegalPageContent } from "./copy";
export {
  legalPlaceholderNames,
  legalPlaceholders,
  retentionPlaceholderNames,
  type RetentionPeriods,
} from "./placeholders";
export { LegalDocument } from "./ui/legal-document";
