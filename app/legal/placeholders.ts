import { company, type CompanyFacts } from "~/company";

/** How long personal data is kept, from the same settings the deleting jobs read. */
export interface RetentionPeriods {
  enquiryMonths: number;
  unconfirmedSignUpDays: number;
  projectFileMonths: number;
  /** The host's log retention: the site keeps no logs itself (decision 271). */
  serverLogDays: number;
}

/**
 * What staff may write as `{name}` in a legal page (decision 265): the published company facts
 * and the retention periods the site applies, so the text cannot state old or untrue values.
 */
export const legalPlaceholderNames = [
  "firmanavn",
  "foretaksnavn",
  "orgnr",
  "adresse",
  "epost",
  "telefon",
  "domene",
  "forespørsler_måneder",
  "påmeldinger_dager",
  "prosjektfiler_måneder",
  "logger_dager",
] as const;

/** The privacy policy must state every period through these, never as typed numbers. */
export const retentionPlaceholderNames = [
  "forespørsler_måneder",
  "påmeldinger_dager",
  "prosjektfiler_måneder",
  "logger_dager",
] as const;

type LegalPlaceholder = (typeof legalPlaceholderNames)[number];

export function legalPlaceholders(
  facts: CompanyFacts,
  periods: RetentionPeriods,
): Record<LegalPlaceholder, string> {
  const { street, postalCode, city } = facts.address;
  return {
    firmanavn: facts.name,
    foretaksnavn: facts.legalName,
    orgnr: facts.orgNumber,
    adresse: `${street}, ${postalCode} ${city}`,
    epost: facts.email,
    telefon: facts.phone,
    domene: company.domain,
    forespørsler_måneder: String(periods.enquiryMonths),
    påmeldinger_dager: String(periods.unconfirmedSignUpDays),
    prosjektfiler_måneder: String(periods.projectFileMonths),
    logger_dager: String(periods.serverLogDays),
  };
}
