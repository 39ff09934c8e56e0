export { siteContentCopy } from "./copy";
export { ContentEditor } from "./ui/content-editor";
export { ChangesTable } from "./ui/changes-table";
export type { HomeContent } from "./documents/home";
export type { TeamContent, TeamMember, TeamPhoto } from "./documents/team";
