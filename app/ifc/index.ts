export {
  checkIfcFile,
  formatFileSize,
  formatHeaderTimestamp,
  type IfcFileCheck,
  type IfcFileIssue,
  type IfcFileVerdict,
} from "./ifc-file-check";
export { type IfcSchema } from "./ifc-header";
export { ifcCheckerCopy, ifcGuide } from "./copy";
export { IFC_CHECKER_ID, IfcChecker } from "./ui/ifc-checker";
export { IfcGuide, IfcGuideContents } from "./ui/ifc-guide";
