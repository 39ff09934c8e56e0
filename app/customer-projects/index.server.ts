export {
  openCustomerProject,
  receiveBrief,
  receiveCustomerFeedback,
  receiveCustomerMessage,
} from "./customer-projects.server";
export { projectView } from "./project-view.server";
export {
  countProjectsWaitingForStaff,
  getCustomerProjectForStaff,
  listCustomerProjects,
  moveCustomerProject,
  openCustomerProjectFile,
  sendStaffMessage,
} from "./staff.server";
export {
  feedbackView,
  receiveDeliveryFiles,
  receiveFeedbackRound,
  startFeedbackDigests,
  submitFeedback,
  type UploadOutcome,
} from "./feedback.server";
