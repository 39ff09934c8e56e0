import { describe, expect, it } from "vitest";
import { serializeJsonLd } from "./ui/json-ld";
import { company, defaultCompanyFacts } from "~/company";
import { businessJsonLd, faqPageJsonLd, serviceJsonLd, servicesCatalogJsonLd } from "./json-ld";

const siteUrl = "https://www.digitalepoteter.no";
const drone = {
  route: "/tjenester/drone",
  title: "Dronetjenester",
  serviceType: "Dronefoto og dronefilm",
  description: "Foto og film fra luften.",
  areaServed: ["Østlandet"],
};

describe("JSON-LD", () => {
  it("describes the business with contact details, address, area and founding date", () => {
    const business = JSON.parse(serializeJsonLd(businessJsonLd(siteUrl, defaultCompanyFacts)));
    expect(business).toMatchObject({
      "@context": "https://schema.org",
      "@type": ["ProfessionalService", "LocalBusiness"],
      "@id": `${siteUrl}/#virksomhet`,
      telephone: company.phone,
      email: company.email,
      foundingDate: "2021-11",
      address: { "@type": "PostalAddress", addressCountry: "NO" },
    });
    expect(business.areaServed).toContainEqual({ "@type": "Country", name: "Norge" });
  });

  it("ties each service to the business and lists the catalogue's services as offers", () => {
    const service = serviceJsonLd(siteUrl, drone);
    expect(service).toMatchObject({
      "@type": "Service",
      url: `${siteUrl}/tjenester/drone`,
      provider: { "@id": `${siteUrl}/#virksomhet` },
      areaServed: [{ "@type": "AdministrativeArea", name: "Østlandet" }],
    });
    const catalog = servicesCatalogJsonLd(siteUrl, {
      route: "/tjenester",
      name: "Våre tjenester",
      description: "Alt et boligprosjekt trenger.",
      services: [drone],
    });
    expect(catalog.hasOfferCatalog).toMatchObject({
      "@type": "OfferCatalog",
      itemListElement: [{ "@type": "Offer", itemOffered: { name: "Dronetjenester" } }],
    });
  });

  it("puts several nodes in one graph and FAQ answers under their questions", () => {
    const data = JSON.parse(
      serializeJsonLd([
        businessJsonLd(siteUrl, defaultCompanyFacts),
        faqPageJsonLd([{ question: "Hva koster det?", answer: "Fast pris." }]),
      ]),
    );
    expect(data["@graph"]).toHaveLength(2);
    expect(data["@graph"][1].mainEntity[0]).toEqual({
      "@type": "Question",
      name: "Hva koster det?",
      acceptedAnswer: { "@type": "Answer", text: "Fast pris." },
    });
  });

  it("cannot be broken out of its script element by the text it carries", () => {
    const text = serializeJsonLd(
      faqPageJsonLd([{ question: "</script><script>alert(1)", answer: "x" }]),
    );
    expect(text).not.toContain("</script>");
    expect(JSON.parse(text).mainEntity[0].name).toBe("</script><script>alert(1)");
  });
});
