export { company, mailSignature } from "./copy";
export { defaultCompanyFacts, type CompanyFacts } from "./facts";
export { internationalPhone, telHref } from "./phone";
export { useCompany } from "./use-company";
