import { migrateDatabase } from "~/migrate.server";
import { seedIfEmpty } from "~/seed.server";

/**
 * Start-up work for the data layer, run once before the server takes requests: bring the
 * schema up to date, then give an empty database its demo content.
 */
export async function prepareData() {
  const { applied } = await migrateDatabase();
  const { seeded } = await seedIfEmpty();
  return { appliedMigrations: applied, seeded };
}
