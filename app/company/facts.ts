import { company } from "./copy";

/** The company facts staff edit in admin (Innhold → Firmaopplysninger). */
export interface CompanyFacts {
  name: string;
  legalName: string;
  orgNumber: string;
  email: string;
  /** As it is shown, e.g. "400 00 000"; Norwegian unless it starts with +. */
  phone: string;
  address: { street: string; postalCode: string; city: string; region: string };
  /** Year and month, "2021-11", for structured data. */
  founded: string;
  foundedDisplay: string;
  employees: number;
  projectsDisplay: string;
  areaServed: string[];
  social: { name: string; href: string }[];
}

/** What a fresh install shows, and what pages show until staff publish their own. */
export const defaultCompanyFacts: CompanyFacts = {
  name: company.name,
  legalName: company.legalName,
  orgNumber: company.orgNumber,
  email: company.email,
  phone: company.phoneDisplay,
  address: {
    street: company.address.street,
    postalCode: company.address.postalCode,
    city: company.address.city,
    region: company.address.region,
  },
  founded: company.founded,
  foundedDisplay: company.foundedDisplay,
  employees: company.employees,
  projectsDisplay: company.projectsDisplay,
  areaServed: [...company.areaServed],
  social: company.social.map((network) => ({ ...network })),
};
