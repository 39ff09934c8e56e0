export { AnalyticsTags } from "./ui/consented-tags";
export { useTrackConversion } from "./use-track-conversion";
