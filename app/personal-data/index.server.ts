export { refuseErasedPage } from "./erased-pages.server";
export {
  erasePerson,
  exportPerson,
  findPerson,
  latestRequests,
  logAddressHash,
} from "./requests.server";
export {
  deleteExpiredEnquiries,
  deleteExpiredProjectFiles,
  retentionPeriods,
  startRetention,
} from "./retention.server";
export type { Person } from "./source.server";
