import { describe, expect, it } from "vitest";
import { defaultCompanyFacts } from "~/company";
import { pages, type PublicPath } from "./pages";
import { loadedPageTags, metaTags, siteUrlFrom } from "./meta";
import { pageData } from "./page-data.server";

const fromSite = (siteUrl: string) => ({ matches: [{ data: { siteUrl } }, { data: null }] });
/** The tags a page's meta gives for what its loader sends. */
const tagsFor = ({ matches }: { matches: { data: unknown }[] }, path: PublicPath) =>
  loadedPageTags({ matches, data: pageData(path) });
const tag = (tags: ReturnType<typeof metaTags>, key: string, value: string) =>
  tags.find((descriptor) => (descriptor as Record<string, unknown>)[key] === value) as
    Record<string, string> | undefined;

describe("page meta", () => {
  it("builds canonical and share URLs from the site URL a loader reports", () => {
    const tags = tagsFor(fromSite("https://www.digitalepoteter.no/"), "/tjenester/drone");
    expect(tags[0]).toEqual({ title: pages["/tjenester/drone"].title });
    expect(tag(tags, "rel", "canonical")?.href).toBe(
      "https://www.digitalepoteter.no/tjenester/drone",
    );
    expect(tag(tags, "property", "og:url")?.content).toBe(
      "https://www.digitalepoteter.no/tjenester/drone",
    );
    expect(tag(tags, "property", "og:image")?.content).toBe(
      "https://www.digitalepoteter.no/media/og-image.jpg",
    );
    expect(tag(tags, "name", "twitter:description")?.content).toBe(
      pages["/tjenester/drone"].description,
    );
    expect(tag(tags, "name", "robots")).toBeUndefined();
  });

  it("falls back to the company domain when no loader sends the site URL", () => {
    expect(siteUrlFrom([{ data: { images: [] } }, { data: undefined }])).toBe(
      "https://digitalepoteter.example",
    );
  });

  it("states the published name and phone, as the footer does, in the title, description and share tags", () => {
    const company = {
      ...defaultCompanyFacts,
      name: "Poteter Digital",
      legalName: "Digitale Poteter Holding AS",
      phone: "411 22 333",
    };
    const tags = tagsFor(
      { matches: [{ data: { siteUrl: "https://www.digitalepoteter.no", company } }] },
      "/kontakt",
    );
    expect(tags[0]).toEqual({
      title: "Ta kontakt for en uforpliktende samtale | Poteter Digital",
    });
    expect(tag(tags, "name", "description")?.content).toMatch(/^Ring 411 22 333, send/);
    expect(tag(tags, "property", "og:site_name")?.content).toBe("Digitale Poteter Holding AS");
    expect(tag(tags, "property", "og:title")?.content).toBe(
      "Ta kontakt for en uforpliktende samtale | Poteter Digital",
    );
    expect(tagsFor({ matches: [{ data: { company } }] }, "/")[0]).toEqual({
      title: pages["/"].title.replace(defaultCompanyFacts.legalName, company.legalName),
    });
  });

  it("keeps noindex pages out of search engines", () => {
    const tags = tagsFor(fromSite("http://localhost:3000"), "/takk");
    expect(tag(tags, "name", "robots")?.content).toBe("noindex, follow");
  });

  it("keeps pages with a token or an address out of search engines and referrers", () => {
    for (const path of ["/newsletter/unsubscribe", "/nyhetsbrev/bekreft"] as const) {
      const tags = tagsFor(fromSite("http://localhost:3000"), path);
      expect(tag(tags, "name", "robots")?.content, path).toBe("noindex, nofollow");
      expect(tag(tags, "name", "referrer")?.content, path).toBe("no-referrer");
    }
  });

  it("titles a page whose loader failed by what went wrong", () => {
    // What Remix hands the meta function for a thrown 404 response.
    const notFound = { status: 404, statusText: "Not Found", internal: false, data: null };
    expect(loadedPageTags({ matches: [], error: notFound, data: undefined })).toEqual([
      { title: "Vi fant ikke siden | Digitale Poteter" },
    ]);
    expect(loadedPageTags({ matches: [], error: new Error("database"), data: undefined })).toEqual([
      { title: "Ukjent feil | Digitale Poteter" },
    ]);
  });

  it("uses a page's own share image and type", () => {
    const tags = metaTags(fromSite("http://localhost:3000"), {
      title: "Fjordparken | Prosjekter",
      description: "Fire bygg ved fjorden.",
      path: "/prosjekter/fjordparken",
      type: "article",
      image: { path: "/bilder/abc?w=1200", width: 1200, height: 800, alt: "Fjordparken" },
    });
    expect(tag(tags, "property", "og:type")?.content).toBe("article");
    expect(tag(tags, "property", "og:image")?.content).toBe(
      "http://localhost:3000/bilder/abc?w=1200",
    );
    expect(tag(tags, "property", "og:image:alt")?.content).toBe("Fjordparken");
  });
});
