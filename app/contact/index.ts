export { contactFormCopy, contactPageCopy } from "./copy/contact";
export {
  deliveryStatusLabels,
  enquiriesCopy,
  enquiryStageCopy,
  threadCopy,
} from "./copy/enquiries-admin";
export {
  asEnquiryStage,
  enquiryStages,
  enquiryStageSchema,
  lostReasonMaxLength,
  stageChangeSchema,
} from "./stages";
export { ContactCards } from "./ui/contact-cards";
export { ContactForm } from "./ui/contact-form";
export { EnquiryStageSection } from "./ui/enquiry-stage";
export { answerSchema, companySchema, noteSchema } from "./thread-schema";
export { EnquiryCompanyForm, EnquiryNotes, EnquiryThread, ThreadMail } from "./ui/enquiry-thread";
