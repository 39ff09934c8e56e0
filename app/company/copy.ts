import type { CompanyFacts } from "./facts";

/**
 * Every company fact in one place. The spec anonymised the real ones; these are
 * fictional defaults on the reserved .example domain.
 */
export const company = {
  name: "Digitale Poteter",
  legalName: "Digitale Poteter AS",
  orgNumber: "929 000 000",
  domain: "digitalepoteter.example",
  email: "post@digitalepoteter.example",
  phone: "+47 400 00 000",
  phoneDisplay: "400 00 000",
  address: {
    street: "Storgata 1",
    postalCode: "3126",
    city: "Tønsberg",
    region: "Vestfold",
    country: "NO",
  },
  founded: "2021-11",
  foundedDisplay: "November 2021",
  employees: 2,
  projectsDisplay: "200+",
  areaServed: ["Vestfold", "Østlandet", "Norge"],
  social: [
    { name: "Instagram", href: "https://www.instagram.com/digitalepoteter.example" },
    { name: "LinkedIn", href: "https://www.linkedin.com/company/digitalepoteter-example" },
  ],
} as const;

/** How the studio signs its mails to customers, with the published name, phone and e-mail. */
export const mailSignature = (facts: CompanyFacts) =>
  `Hilsen ${facts.legalName}\n${facts.phone} · ${facts.email}`;
