export { siteContentCopy } from "./copy";
export { ContentEditor, type EditorConflict } from "./ui/content-editor";
export { ChangesTable } from "./ui/changes-table";
