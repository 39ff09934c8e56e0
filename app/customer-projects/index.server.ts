export {
  openCustomerProject,
  receiveBrief,
  receiveCustomerMessage,
} from "./customer-projects.server";
export { projectView } from "./project-view.server";
export {
  getCustomerProjectForStaff,
  listCustomerProjects,
  moveCustomerProject,
  openCustomerProjectFile,
  sendStaffMessage,
} from "./staff.server";
