export { erasePerson, exportPerson, findPerson, latestRequests } from "./requests.server";
export {
  deleteExpiredEnquiries,
  deleteExpiredProjectFiles,
  retentionPeriods,
  startRetention,
} from "./retention.server";
export type { Person } from "./source.server";
