export { legalNotice, privacyPolicy, type RetentionPeriods, terms } from "./copy";
export { LegalDocument } from "./ui/legal-document";
