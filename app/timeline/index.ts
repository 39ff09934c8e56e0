export { Timeline } from "./ui/timeline";
