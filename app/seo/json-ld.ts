/**
 * schema.org structured data for the public pages.
 *
 *   const siteUrl = useSiteUrl();                       // from ~/seo
 *   <JsonLd data={serviceJsonLd(siteUrl, service)} />   // JsonLd from ./ui/json-ld
 *   <JsonLd data={[businessJsonLd(siteUrl), faqPageJsonLd(faq.items)]} />
 *
 * A loader can build the data instead, so the page's JavaScript does not carry the builders.
 */
import type { JsonLdNode } from "./ui/json-ld";
import { company, internationalPhone, type CompanyFacts } from "~/company";
import { absoluteUrl, shareImage } from "./meta";

function businessId(siteUrl: string) {
  return `${siteUrl}/#virksomhet`;
}

/**
 * The studio as a local professional service: who, where, how to reach it, since when, from
 * the published company facts.
 */
export function businessJsonLd(siteUrl: string, facts: CompanyFacts): JsonLdNode {
  return {
    "@type": ["ProfessionalService", "LocalBusiness"],
    "@id": businessId(siteUrl),
    name: facts.legalName,
    alternateName: facts.name,
    url: `${siteUrl}/`,
    logo: absoluteUrl(siteUrl, "/icon-512.png"),
    image: absoluteUrl(siteUrl, shareImage.path),
    telephone: internationalPhone(facts.phone),
    email: facts.email,
    foundingDate: facts.founded,
    numberOfEmployees: { "@type": "QuantitativeValue", value: facts.employees },
    address: {
      "@type": "PostalAddress",
      streetAddress: facts.address.street,
      postalCode: facts.address.postalCode,
      addressLocality: facts.address.city,
      addressRegion: facts.address.region,
      addressCountry: company.address.country,
    },
    areaServed: facts.areaServed.map(place),
    sameAs: facts.social.map((profile) => profile.href),
  };
}

export interface ServiceForJsonLd {
  /** The service's own page, e.g. "/tjenester/drone". */
  route: string;
  title: string;
  serviceType: string;
  description: string;
  /** Where the service is offered when narrower than the business's area. */
  areaServed?: readonly string[];
}

/** One service, offered by the business. */
export function serviceJsonLd(siteUrl: string, service: ServiceForJsonLd): JsonLdNode {
  return {
    "@type": "Service",
    "@id": `${absoluteUrl(siteUrl, service.route)}#tjeneste`,
    name: service.title,
    serviceType: service.serviceType,
    description: service.description,
    url: absoluteUrl(siteUrl, service.route),
    provider: { "@id": businessId(siteUrl) },
    areaServed: (service.areaServed ?? company.areaServed).map(place),
  };
}

/** The services overview: the business's offer as a catalogue of services. */
export function servicesCatalogJsonLd(
  siteUrl: string,
  catalog: {
    route: string;
    name: string;
    description: string;
    services: readonly ServiceForJsonLd[];
  },
): JsonLdNode {
  return {
    "@type": "Service",
    name: catalog.name,
    description: catalog.description,
    url: absoluteUrl(siteUrl, catalog.route),
    provider: { "@id": businessId(siteUrl) },
    areaServed: company.areaServed.map(place),
    hasOfferCatalog: {
      "@type": "OfferCatalog",
      name: catalog.name,
      itemListElement: catalog.services.map((service) => ({
        "@type": "Offer",
        itemOffered: serviceJsonLd(siteUrl, service),
      })),
    },
  };
}

export function faqPageJsonLd(items: readonly { question: string; answer: string }[]): JsonLdNode {
  return {
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}

function place(name: string) {
  return name === "Norge" ? { "@type": "Country", name } : { "@type": "AdministrativeArea", name };
}
