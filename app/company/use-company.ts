import { useRouteLoaderData } from "@remix-run/react";
import { defaultCompanyFacts, type CompanyFacts } from "./facts";

/**
 * The published company facts, which the root loader reads for every page (the draft when
 * staff preview). The defaults stand in where the root loader has not answered (its own error).
 */
export function useCompany(): CompanyFacts {
  const root = useRouteLoaderData("root") as { company?: CompanyFacts } | undefined;
  return root?.company ?? defaultCompanyFacts;
}
