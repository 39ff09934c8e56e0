export { enquiryTimeline, projectTimeline } from "./timeline.server";
