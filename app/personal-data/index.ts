export { personalDataCopy } from "./copy";
export { erasePersonSchema, exportPersonSchema, findPersonSchema } from "./person-schema";
export { ErasePersonForm } from "./ui/erase-person-form";
export { FindPersonForm } from "./ui/find-person-form";
export { FoundData } from "./ui/found-data";
export { RequestLog } from "./ui/request-log";
