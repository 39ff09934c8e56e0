export { unitFieldsSchema, unitFilterFrom } from "./unit-schema";
export { unitStatuses } from "./copy/showcase";
export { panoramaAdminCopy, unitAdminCopy } from "./copy/showcase-admin";
export { HomeSelector } from "./ui/home-selector";
export { PanoramaTour } from "./ui/panorama-tour";
