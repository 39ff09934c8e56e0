export { numbersPageView } from "./page-view.server";
export { pipelineNumbers } from "./numbers.server";
export { parseIsoWeek } from "./weeks";
