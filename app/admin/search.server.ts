import { databaseProvider, prisma } from "~/db/index.server";

/**
 * A case-insensitive "contains" filter on both databases: SQLite's LIKE already ignores
 * case, PostgreSQL needs mode "insensitive", which the SQLite client type does not know.
 */
export function containsText(term: string): { contains: string } {
  if (databaseProvider(prisma) === "postgresql") {
    return { contains: term, mode: "insensitive" } as { contains: string };
  }
  return { contains: term };
}
