import { describe, expect, it } from "vitest";
import { allText } from "../../tests/support/all-text";
import { legalNotice, privacyPolicy, terms } from "./copy";

const periods = {
  enquiryMonths: 12,
  unconfirmedSignUpDays: 30,
  projectFileMonths: 24,
  serverLogDays: 30,
};

describe("legal texts", () => {
  it("names the consent cookie, the supervisory authority and the company in the legal texts", () => {
    const privacy = allText(privacyPolicy(periods)).join(" ");
    expect(privacy).toContain("cookie-consent");
    expect(privacy).toContain("Datatilsynet");
    expect(allText(legalNotice).join(" ")).toContain("Organisasjonsnummer");
    expect(allText(terms).join(" ")).toContain("4K");
  });

  it("contains no placeholder text", () => {
    const everything = allText([privacyPolicy(periods), terms, legalNotice]).join(" ");
    expect(everything).not.toMatch(/lorem|ipsum|TODO|\{[a-z]+\}/i);
  });
});
