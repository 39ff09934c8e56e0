export { adminOverviewCounts } from "./overview.server";
export { containsText } from "./search.server";
