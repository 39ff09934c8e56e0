export { erasePerson, exportPerson, findPerson, latestRequests } from "./requests.server";
export {
  deleteExpiredEnquiries,
  retentionPeriods,
  startEnquiryRetention,
} from "./retention.server";
export type { Person } from "./source.server";
