import { describe, expect, it } from "vitest";
import { pages } from "~/seo";
import { services } from "~/services";
import { allText } from "../../../tests/support/all-text";
import { compareContent } from "../compare";
import { contentDocumentList, contentDocuments } from ".";

describe("content documents", () => {
  it.each(contentDocumentList.map((document) => [document.key, document] as const))(
    "%s: the defaults pass the document's own schema",
    (_key, document) => {
      expect(document.schema.safeParse(document.defaults).error).toBeUndefined();
    },
  );

  it("refuses what would break the design, each with a Norwegian message beside the field", () => {
    const faq = contentDocuments.faq;
    const result = faq.schema.safeParse({
      ...faq.defaults,
      heading: "x".repeat(81),
      lead: "y".repeat(301),
      items: [{ question: " ", answer: "Svar" }],
    });
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]),
    );
    expect(messages).toEqual({
      heading: "Overskrift kan være høyst 80 tegn.",
      lead: "Ingress kan være høyst 300 tegn.",
      "items.0.question": "Fyll inn spørsmål.",
    });
  });

  it("has the home page a fresh install shows, word for word and without placeholders", () => {
    const { home, team } = contentDocuments;
    expect(home.previewPath).toBe("/");
    expect(home.defaults.intro.heading).toBe("To digitale poteter");
    expect(home.defaults.hero.galleryLabel).toBe("Se vårt digitale galleri");
    expect(home.defaults.contact.subtitle).toBe(
      "Vi hjelper deg gjerne med å finne den beste løsningen for ditt prosjekt",
    );
    expect(home.defaults.process.heading).toBe("Prosessen");
    expect(home.defaults.process.steps.map((step) => step.title)).toEqual([
      "Oppstart",
      "Modellering",
      "Tilbakemeldinger",
      "Levering",
    ]);
    expect(allText([home.defaults, team.defaults]).join(" ")).not.toMatch(
      /lorem|ipsum|TODO|\{[a-z]+\}/i,
    );
  });

  it("refuses a hero title over 80 characters and an empty testimonial, in Norwegian", () => {
    const home = contentDocuments.home;
    const result = home.schema.safeParse({
      ...home.defaults,
      hero: { ...home.defaults.hero, heading: "å".repeat(81) },
      testimonials: { ...home.defaults.testimonials, items: [] },
    });
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]),
    );
    expect(messages).toEqual({
      "hero.heading": "Overskrift kan være høyst 80 tegn.",
      "testimonials.items": "Listen må ha minst ett element.",
    });
  });

  it("refuses a phone number without digits and a social link that is not https", () => {
    const company = contentDocuments.company;
    const result = company.schema.safeParse({
      ...company.defaults,
      phone: "ring oss",
      social: [{ name: "X", href: "javascript:alert(1)" }],
    });
    expect(result.error?.issues.map((issue) => issue.path.join("."))).toEqual([
      "phone",
      "social.0.href",
    ]);
  });

  it("compares two versions field by field, naming list items by position", () => {
    const { faq } = contentDocuments;
    const before = faq.defaults;
    const after = {
      ...before,
      lead: "Ny ingress",
      items: [before.items[1]!, before.items[0]!, ...before.items.slice(2)],
    };
    const changes = compareContent(faq.fields, before, after);
    expect(changes.map((change) => change.label)).toEqual([
      "Ingress",
      "Spørsmål 1 – Spørsmål",
      "Spørsmål 1 – Svar",
      "Spørsmål 2 – Spørsmål",
      "Spørsmål 2 – Svar",
    ]);
    expect(changes[0]).toEqual({
      path: "lead",
      label: "Ingress",
      before: before.lead,
      after: "Ny ingress",
    });
  });

  it("has one document per service page, with today's title and description as defaults", () => {
    const servicePages = contentDocumentList.filter((document) =>
      document.key.startsWith("tjeneste-"),
    );
    expect(servicePages.map((document) => document.previewPath).sort()).toEqual(
      [
        "/3d-visualisering-eiendom",
        "/tjenester/3d-visualisering",
        "/tjenester/animasjon",
        "/tjenester/fotomontasje",
        "/tjenester/konfigurator",
        "/tjenester/nettsider",
        "/tjenester/360-visning",
        "/tjenester/drone",
      ].sort(),
    );
    for (const document of servicePages) {
      const { title, description } = pages[document.previewPath as keyof typeof pages];
      expect(document.defaults).toMatchObject({ seo: { title, description } });
    }
  });

  it("refuses a service page's over-long texts and an emptied list, beside each field", () => {
    const drone = contentDocuments["tjeneste-drone"];
    const result = drone.schema.safeParse({
      ...drone.defaults,
      seo: { title: "t".repeat(71), description: "d".repeat(201) },
      heading: "x".repeat(81),
      lead: "y".repeat(301),
      whatItIs: { ...drone.defaults.whatItIs, paragraphs: [] },
    });
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]),
    );
    expect(messages).toEqual({
      "seo.title": "Tittel i søkeresultater kan være høyst 70 tegn.",
      "seo.description": "Beskrivelse i søkeresultater kan være høyst 200 tegn.",
      heading: "Overskrift kan være høyst 80 tegn.",
      lead: "Ingress kan være høyst 300 tegn.",
      "whatItIs.paragraphs": "Listen må ha minst ett element.",
    });
  });

  it("gives each of the seven services its card as a fresh install shows it; the property page has none", () => {
    for (const service of services) {
      const { defaults } = contentDocuments[`tjeneste-${service.slug}`];
      expect(defaults.card).toEqual({ title: service.title, text: service.cardText });
    }
    expect(contentDocuments["tjeneste-3d-visualisering-eiendom"].defaults).not.toHaveProperty(
      "card",
    );
  });

  it("refuses an empty card title and an over-long card text, in Norwegian beside each field", () => {
    const drone = contentDocuments["tjeneste-drone"];
    const result = drone.schema.safeParse({
      ...drone.defaults,
      card: { title: "  ", text: "æ".repeat(161) },
    });
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]),
    );
    expect(messages).toEqual({
      "card.title": "Fyll inn tittel på kortet.",
      "card.text": "Tekst på kortet kan være høyst 160 tegn.",
    });
    const longest = drone.schema.safeParse({
      ...drone.defaults,
      card: { title: "T".repeat(40), text: "æ".repeat(160) },
    });
    expect(longest.error).toBeUndefined();
  });

  it("reads a page stored before it held its card, with the list's card rather than refusing it", () => {
    const photomontage = contentDocuments["tjeneste-fotomontasje"];
    const { card, ...storedBefore } = photomontage.defaults;
    const parsed = photomontage.schema.safeParse({ ...storedBefore, lead: "Publisert før" });
    expect(parsed.data).toMatchObject({ lead: "Publisert før", card });
  });

  it("names a card's change by its group, right after the search texts", () => {
    const { fields, defaults } = contentDocuments["tjeneste-nettsider"];
    expect(fields.map((field) => field.name).slice(0, 3)).toEqual(["seo", "card", "heading"]);
    const changes = compareContent(fields, defaults, {
      ...defaults,
      card: { ...defaults.card, text: "Ny korttekst" },
    });
    expect(changes).toEqual([
      {
        path: "card.text",
        label: "Kort på forsiden og /tjenester – Tekst på kortet",
        before: defaults.card.text,
        after: "Ny korttekst",
      },
    ]);
  });

  it("names a change in a list inside a section by the section and the item", () => {
    const { fields, defaults } = contentDocuments["tjeneste-animasjon"];
    const steps = defaults.howItWorks.steps.map((step, index) =>
      index === 1 ? { ...step, text: "Ny tekst" } : step,
    );
    const changes = compareContent(fields, defaults, {
      ...defaults,
      seo: { ...defaults.seo, description: "Ny beskrivelse" },
      howItWorks: { ...defaults.howItWorks, steps },
    });
    expect(changes.map((change) => change.label)).toEqual([
      "Søkemotorer og deling – Beskrivelse i søkeresultater",
      "Arbeidsgangen – Steg 2 – Tekst",
    ]);
  });

  it("has the team a fresh install shows: today's people, portraits and alt texts", () => {
    const { team } = contentDocuments;
    expect(team.previewPath).toBe("/");
    expect(team.defaults.heading).toBe("Menneskene bak");
    expect(team.defaults.members.map((member) => member.photo)).toEqual([
      {
        src: "/media/team/henrik-solberg.webp",
        width: 480,
        height: 600,
        fileName: "henrik-solberg.webp",
        alt: "Portrett av Henrik Solberg",
      },
      {
        src: "/media/team/jonas-lund.webp",
        width: 480,
        height: 600,
        fileName: "jonas-lund.webp",
        alt: "Portrett av Jonas Lund",
      },
    ]);
  });

  it("refuses a portrait without alt text, and a photo that is neither shipped nor uploaded", () => {
    const { team } = contentDocuments;
    const [first, second] = team.defaults.members;
    const result = team.schema.safeParse({
      ...team.defaults,
      members: [
        { ...first!, photo: { ...first!.photo, alt: "  " } },
        { ...second!, photo: { ...second!.photo, src: "https://example.com/x.png" } },
      ],
    });
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]),
    );
    expect(messages).toEqual({
      "members.0.photo.alt": "Skriv en alternativ tekst som beskriver bildet.",
      "members.1.photo.src": "Velg et bilde.",
    });
  });

  it("names a replaced portrait by its file name, and its new alt text", () => {
    const { fields, defaults } = contentDocuments.team;
    const [first, ...rest] = defaults.members;
    const photo = {
      src: "team/0b6c6f64-2f4e-4a55-9d59-1d3a2f0c9e11.png",
      width: 800,
      height: 1000,
      fileName: "henrik-ny.png",
      alt: "Henrik i studio",
    };
    const changes = compareContent(fields, defaults, {
      ...defaults,
      members: [{ ...first!, photo }, ...rest],
    });
    expect(changes).toEqual([
      {
        path: "members.0.photo.src",
        label: "Ansatt 1 – Portrett",
        before: "henrik-solberg.webp",
        after: "henrik-ny.png",
      },
      {
        path: "members.0.photo.alt",
        label: "Ansatt 1 – Portrett – Alternativ tekst",
        before: "Portrett av Henrik Solberg",
        after: "Henrik i studio",
      },
    ]);
  });
});
