export { unitFieldsSchema, unitFilterFrom } from "./unit-schema";
export { unitStatuses } from "./copy";
export { HomeSelector } from "./ui/home-selector";
export { PanoramaTour } from "./ui/panorama-tour";
