export { ifcCheckerCopy, ifcGuide } from "./copy";
export { IFC_CHECKER_ID, IfcChecker } from "./ui/ifc-checker";
export { IfcGuide, IfcGuideContents } from "./ui/ifc-guide";
