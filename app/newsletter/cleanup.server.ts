import { startPeriodicJob } from "~/jobs/index.server";
import { log } from "~/observability/index.server";
import { deleteUnconfirmedSubscribers } from "./subscription.server";

/** Hourly, so an unconfirmed address is gone within an hour of its 30 days. */
export function startUnconfirmedSubscriberCleanup() {
  return startPeriodicJob({
    name: "Sletting av ubekreftede påmeldinger",
    intervalMs: 60 * 60 * 1000,
    run: async () => {
      const deleted = await deleteUnconfirmedSubscribers();
      if (deleted) log.info({ deleted }, "Slettet ubekreftede påmeldinger som er for gamle");
    },
  });
}
