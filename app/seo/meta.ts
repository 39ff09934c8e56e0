/**
 * Head tags for a public page: title, description, canonical, Open Graph, Twitter, robots.
 *
 *   export const loader = () => pageData("/kontakt");  // ~/seo/index.server
 *   export const meta: MetaFunction<typeof loader> = loadedPageTags;
 *   export const meta: MetaFunction<typeof loader> = (args) =>
 *     metaTags(args, { ...projectPageMeta(args.data.project), path: `/prosjekter/${slug}` });
 *
 * Absolute URLs start from `siteUrl` (an origin string) in any loader's data, the root's
 * first; when no loader sends it they start from the company domain, so server and browser
 * always render the same tags.
 */
import type { MetaDescriptor } from "@remix-run/node";
import { isRouteErrorResponse, useMatches } from "@remix-run/react";
import { company, defaultCompanyFacts, type CompanyFacts } from "~/company";
import { errorCopy } from "~/components/layout/copy/errors";
import type { PageMeta } from "./copy";

export const shareImage = { path: "/media/og-image.jpg", width: 1200, height: 630 } as const;

const fallbackSiteUrl = `https://${company.domain}`;

interface MatchWithData {
  data?: unknown;
}

export interface PageTags extends PageMeta {
  /** The page's own path, e.g. "/tjenester/drone"; the canonical URL is built from it. */
  path: string;
  /** A share image in `public/` or an absolute URL; defaults to the site's Open Graph image. */
  image?: { path: string; width: number; height: number; alt?: string };
  /** "article" for portfolio projects; everything else is a website page. */
  type?: "website" | "article";
}

/** Robots and referrer tags of a page that shows a capability token or a person's address. */
export const privatePageTags: MetaDescriptor[] = [
  { name: "robots", content: "noindex, nofollow" },
  { name: "referrer", content: "no-referrer" },
];

/** The site's origin as the loaders report it. */
export function siteUrlFrom(matches: readonly MatchWithData[]) {
  for (const match of matches) {
    const data = match.data as { siteUrl?: unknown } | null | undefined;
    if (data && typeof data.siteUrl === "string") return data.siteUrl.replace(/\/$/, "");
  }
  return fallbackSiteUrl;
}

/** The same origin inside a component, e.g. for JSON-LD. */
export function useSiteUrl() {
  return siteUrlFrom(useMatches());
}

/** The company facts the root loader sends (the published ones, or the draft in a preview). */
function companyFrom(matches: readonly MatchWithData[]): CompanyFacts {
  for (const match of matches) {
    const data = match.data as { company?: CompanyFacts } | null | undefined;
    if (data?.company) return data.company;
  }
  return defaultCompanyFacts;
}

const escapeForPattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The pages' titles and descriptions are written with the default facts (the name in every
 * title, the phone on /kontakt). A published name or phone takes their place here, so the head
 * says what the footer says; one pass, the longest first, so a new name is never rewritten.
 */
function withFacts(facts: CompanyFacts) {
  const stated = new Map<string, string>([
    [defaultCompanyFacts.legalName, facts.legalName],
    [defaultCompanyFacts.name, facts.name],
    [defaultCompanyFacts.phone, facts.phone],
  ]);
  const pattern = new RegExp(
    [...stated.keys()]
      .sort((a, b) => b.length - a.length)
      .map(escapeForPattern)
      .join("|"),
    "g",
  );
  return (text: string) => text.replace(pattern, (found) => stated.get(found) ?? found);
}

export function absoluteUrl(siteUrl: string, path: string) {
  return new URL(path, `${siteUrl}/`).toString();
}

export function metaTags(
  { matches }: { matches: readonly MatchWithData[] },
  page: PageTags,
): MetaDescriptor[] {
  const siteUrl = siteUrlFrom(matches);
  const facts = companyFrom(matches);
  const stated = withFacts(facts);
  const title = stated(page.title);
  const description = stated(page.description);
  const url = absoluteUrl(siteUrl, page.path);
  const image = page.image ?? { ...shareImage, alt: facts.legalName };
  const imageUrl = absoluteUrl(siteUrl, image.path);
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    ...(page.private
      ? privatePageTags
      : page.noindex
        ? [{ name: "robots", content: "noindex, follow" }]
        : []),
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:site_name", content: facts.legalName },
    { property: "og:locale", content: "nb_NO" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: imageUrl },
    { property: "og:image:width", content: String(image.width) },
    { property: "og:image:height", content: String(image.height) },
    ...(image.alt ? [{ property: "og:image:alt", content: image.alt }] : []),
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: imageUrl },
  ];
}

interface MetaArgs {
  matches: readonly MatchWithData[];
  error?: unknown;
}

/** A page's head tags from what its loader sent with pageData (~/seo/index.server). */
export function loadedPageTags(args: MetaArgs & { data?: { page: PageTags } | null }) {
  return args.data ? metaTags(args, args.data.page) : errorPageTags(args);
}

/** The title of a page whose loader failed: what went wrong, and whose site it is. */
export function errorPageTags({ matches, error }: MetaArgs): MetaDescriptor[] {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const what = notFound ? errorCopy.notFoundTitle : errorCopy.unknown;
  return [{ title: `${what} | ${companyFrom(matches).name}` }];
}
