export { siteContentCopy } from "./copy";
export { ContentEditor } from "./ui/content-editor";
export { ChangesTable } from "./ui/changes-table";
