export { timelineCopy } from "./copy";
export { Timeline } from "./ui/timeline";
export type { TimelineEvent } from "./types";
