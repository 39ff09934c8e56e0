export { briefSchema } from "./brief-schema";
export { stepLabel, stepValues } from "./form-options";
export {
  briefFormCopy,
  customerProjectsAdminCopy,
  projectFromEnquiryCopy,
  projectPageCopy,
  projectSteps,
  projectTypes,
} from "./copy/customer-projects";
export { feedbackAdminCopy, feedbackCopy } from "./copy/feedback";
export { Approval, Delivery } from "./ui/approval";
export { BriefForm } from "./ui/brief-form";
export { FeedbackRounds } from "./ui/feedback-rounds";
export { CustomerMessageForm } from "./ui/message-form";
export { ProjectFromEnquiry } from "./ui/project-from-enquiry";
export { ProjectBrief } from "./ui/project-brief";
export { ProjectMessages } from "./ui/project-messages";
export { StaffUploads } from "./ui/staff-uploads";
export { StepProgress } from "./ui/step-progress";
