export { answerStaffUpload } from "./answer-staff-upload.server";
export {
  openCustomerProject,
  openDeliveryZip,
  receiveBrief,
  receiveCustomerFeedback,
  receiveCustomerMessage,
} from "./customer-projects.server";
export { createProjectFromEnquiry, projectOfEnquiry } from "./from-enquiry.server";
export { customerErased } from "./erased-customer";
export { projectView } from "./project-view.server";
export {
  countProjectsWaitingForStaff,
  getCustomerProjectForStaff,
  listCustomerProjects,
  moveCustomerProject,
  openCustomerProjectFile,
  sendStaffMessage,
} from "./staff.server";
export { receiveFeedbackRound, submitFeedback } from "./feedback.server";
export { receiveDeliveryFiles } from "./delivery.server";
export { startFeedbackDigests } from "./feedback-digests.server";
export { feedbackView } from "./feedback-view.server";
export { projectsWaitingForStaff } from "./waiting.server";
