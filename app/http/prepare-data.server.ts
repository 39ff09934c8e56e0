import { getConfig } from "~/config/index.server";
import { migrateDatabase } from "~/db/index.server";
import { seedIfEmpty, seedShowcaseIfEmpty } from "~/demo/index.server";
import { log } from "~/observability/index.server";

/**
 * Start-up work for the data layer, run once before the server takes requests: bring the
 * schema up to date, then give an empty database its demo content unless DEMO_CONTENT is
 * off. Demo content is a convenience, so a storage outage at start is logged and the site
 * still starts.
 */
export async function prepareData() {
  const { applied } = await migrateDatabase();
  const seeded = getConfig().DEMO_CONTENT ? await seedDemoContent() : false;
  return { appliedMigrations: applied, seeded };
}

function seedDemoContent() {
  return seedIfEmpty()
    .then(async (result) => (await seedShowcaseIfEmpty()) || result.seeded)
    .catch((error: unknown) => {
      log.error({ err: error }, "Kunne ikke legge inn demoinnhold");
      return false;
    });
}
