export { adminInbox, adminInboxCount, dismissInboxAction } from "./inbox.server";
export { adminOverviewCounts } from "./overview.server";
