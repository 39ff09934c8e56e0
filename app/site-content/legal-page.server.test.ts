import { describe, expect, it } from "vitest";
import { defaultCompanyFacts } from "~/company";
import { legalNotice, privacyPolicy, terms } from "~/legal";
import { renderLegalPage } from "./legal-page.server";

const periods = {
  enquiryMonths: 12,
  unconfirmedSignUpDays: 30,
  projectFileMonths: 24,
  serverLogDays: 30,
};

/** The page's blocks in order as `tag: text`, the way a reader meets them. */
function blocks(html: string) {
  return [...html.matchAll(/<(h2|p|li)>([\s\S]*?)<\/\1>/g)].map(
    ([, tag, inner]) => `${tag}: ${inner!.replace(/<[^>]+>/g, "").trim()}`,
  );
}

describe("legal pages from their Markdown defaults", () => {
  it("render the headings, paragraphs and lists the pages showed before they were editable", () => {
    const privacy = blocks(renderLegalPage(privacyPolicy, defaultCompanyFacts, periods).bodyHtml);
    expect(privacy.filter((block) => block.startsWith("h2"))).toEqual([
      "h2: Behandlingsansvarlig",
      "h2: Når du sender oss en forespørsel",
      "h2: Kundeskjema og kundeprosjekter",
      "h2: Nyhetsbrev",
      "h2: Cookies og lokal lagring",
      "h2: Video fra YouTube",
      "h2: Serverlogger og sikkerhet",
      "h2: Hvem vi deler opplysninger med",
      "h2: Dine rettigheter",
    ]);
    expect(privacy.slice(0, 2)).toEqual([
      "h2: Behandlingsansvarlig",
      "p: Digitale Poteter AS (org.nr. 929 000 000), Storgata 1, 3126 Tønsberg, er behandlingsansvarlig for personopplysningene som beskrives her. Spørsmål om personvern sender du til post@digitalepoteter.example eller ringer oss på 400 00 000.",
    ]);
    expect(privacy.filter((block) => block.startsWith("p")).length).toBe(16);
    expect(privacy.filter((block) => block.startsWith("li")).length).toBe(6);
    expect(blocks(renderLegalPage(terms, defaultCompanyFacts, periods).bodyHtml)).toHaveLength(24);

    const notice = renderLegalPage(legalNotice, defaultCompanyFacts, periods);
    expect(notice.intro).toBe(
      "Her finner du opplysninger om selskapet bak digitalepoteter.example og om bruken av innholdet på nettstedet.",
    );
    expect(blocks(notice.bodyHtml).slice(0, 7)).toEqual([
      "h2: Selskapet",
      "li: Navn: Digitale Poteter AS",
      "li: Organisasjonsnummer: 929 000 000 MVA",
      "li: Registrert i Foretaksregisteret",
      "li: Adresse: Storgata 1, 3126 Tønsberg",
      "li: Telefon: 400 00 000",
      "li: E-post: post@digitalepoteter.example",
    ]);
    expect(notice.bodyHtml).toContain('<a href="/personvern">Personvernerklæring</a>');
    expect(notice.bodyHtml).toContain('<a href="/betingelser">Leveringsbetingelser</a>');
  });

  it("fills in the published company facts and the periods the deleting jobs apply", () => {
    const facts = { ...defaultCompanyFacts, phone: "411 11 111", legalName: "Poteter & Co AS" };
    const page = renderLegalPage(privacyPolicy, facts, {
      enquiryMonths: 18,
      unconfirmedSignUpDays: 30,
      projectFileMonths: 6,
      serverLogDays: 14,
    });
    expect(page.intro).toContain("personopplysninger Poteter & Co AS samler inn");
    expect(page.bodyHtml).toContain("ringer oss på 411 11 111.");
    expect(page.bodyHtml).toContain("Poteter &amp; Co AS (org.nr.");
    expect(page.bodyHtml).toContain("sammen med vedleggene 18 måneder etter at de kom inn");
    expect(page.bodyHtml).toContain("sletter vi adressen etter 30 dager");
    expect(page.bodyHtml).toContain("prosjektfilene 6 måneder etter siste levering");
    expect(page.bodyHtml).toContain("slettes etter 14 dager");
    expect(page.bodyHtml).not.toMatch(/\{[\p{Ll}_]+\}/u);
  });

  it("names the consent cookie, the supervisory authority and 4K delivery, with no placeholder text", () => {
    const all = [privacyPolicy, terms, legalNotice]
      .map((content) => renderLegalPage(content, defaultCompanyFacts, periods).bodyHtml)
      .join(" ");
    expect(all).toContain("cookie-consent");
    expect(all).toContain("Datatilsynet");
    expect(all).toContain("4K");
    expect(all).not.toMatch(/lorem|ipsum|TODO/i);
  });
});
