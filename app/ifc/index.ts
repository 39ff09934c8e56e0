export {
  checkIfcFile,
  formatFileSize,
  formatHeaderTimestamp,
  type IfcFileCheck,
  type IfcFileIssue,
  type IfcFileVerdict,
} from "./ifc-file-check";
export { type IfcSchema } from "./ifc-header";
