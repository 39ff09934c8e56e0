import { startPeriodicJob } from "~/jobs/index.server";
import { deleteExpiredStaffSessions } from "./session-store.server";

/** Hourly: an expired session already fails at sign-in time; this only keeps the table small. */
export function startStaffSessionCleanup() {
  return startPeriodicJob({
    name: "Opprydding i ansattøkter",
    intervalMs: 60 * 60 * 1000,
    run: () => deleteExpiredStaffSessions(),
  });
}
