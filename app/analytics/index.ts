export { ConsentedTags } from "./consented-tags";
export { useTrackConversion } from "./use-track-conversion";
