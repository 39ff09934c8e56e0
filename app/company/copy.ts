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
  team: [
    {
      name: "Henrik Solberg",
      role: "Daglig leder og 3D-visualisør",
      bio: "Henrik har laget arkitekturvisualiseringer i over ti år, for alt fra rekkehus i Sandefjord til store byutviklingsprosjekter. Han er din faste kontakt fra første samtale til ferdig leveranse, og han leser tegninger like godt som han setter lys.",
      phone: "+47 400 00 001",
      phoneDisplay: "400 00 001",
      email: "henrik@digitalepoteter.example",
      photo: { src: "/media/team/henrik-solberg.webp", width: 480, height: 600 },
    },
    {
      name: "Jonas Lund",
      role: "3D-artist og utvikler",
      bio: "Jonas står bak animasjonene, 360°-visningene og boligvelgerne våre. Med bakgrunn fra spillbransjen vet han hvordan lys, materialer og bevegelse får et rom til å føles ekte – og hvordan det skal virke like godt på mobil som på storskjerm.",
      phone: "+47 400 00 002",
      phoneDisplay: "400 00 002",
      email: "jonas@digitalepoteter.example",
      photo: { src: "/media/team/jonas-lund.webp", width: 480, height: 600 },
    },
  ],
  testimonial: {
    quote:
      "Illustrasjonene gjorde at kjøperne forsto prosjektet med én gang. Vi solgte over halvparten av leilighetene før byggestart, og Digitale Poteter leverte raskt hver gang vi trengte en ny vinkel.",
    author: "Kari Nordmann",
    role: "Prosjektsjef, Fjordbyen Eiendom",
  },
} as const;

/** How the studio signs its mails to customers, with the published name, phone and e-mail. */
export const mailSignature = (facts: CompanyFacts) =>
  `Hilsen ${facts.legalName}\n${facts.phone} · ${facts.email}`;
