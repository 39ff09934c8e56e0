export { ConsentedTags } from "./ui/consented-tags";
export { useTrackConversion } from "./use-track-conversion";
