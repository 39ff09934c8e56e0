export { legalNotice, privacyPolicy, terms } from "./copy";
export { LegalDocument } from "./ui/legal-document";
