import { company } from "~/company";

export interface PageMeta {
  title: string;
  description: string;
  /** Kept out of search engines and the sitemap. */
  noindex?: boolean;
  /**
   * Shows a capability token or a person's address: links on it are not followed and its
   * address is no referrer either; the route sends privatePageHeaders (~/headers).
   */
  private?: boolean;
}

const brand = company.name;

/** A portfolio project page's meta, built from the project itself. */
export function projectPageMeta(project: {
  title: string;
  location?: string | null;
  summary?: string | null;
}): PageMeta {
  const place = project.location ? ` i ${project.location}` : "";
  return {
    title: `${project.title}${place} | Prosjekter | ${brand}`,
    description:
      project.summary ?? `Se illustrasjonene ${brand} har laget for ${project.title}${place}.`,
  };
}
