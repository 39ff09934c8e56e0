export { stepLabel, stepValues } from "./form-options";
export {
  briefFormCopy,
  customerProjectsAdminCopy,
  projectFromEnquiryCopy,
  projectPageCopy,
  projectSteps,
  projectTypes,
} from "./copy/customer-projects";
export { feedbackAdminCopy } from "./copy/feedback";
export { BriefForm } from "./ui/brief-form";
export { CustomerProjectView } from "./ui/customer-project-view";
export { CustomerMessageForm } from "./ui/message-form";
export { ProjectFromEnquiry } from "./ui/project-from-enquiry";
export { StaffUploads } from "./ui/staff-uploads";
export { StepProgress } from "./ui/step-progress";

/** The reply form at the foot of the customer's page, loaded in the browser when needed (decision 077). */
export const loadCustomerMessageForm = () =>
  import("./ui/message-form").then((module) => module.CustomerMessageForm);
