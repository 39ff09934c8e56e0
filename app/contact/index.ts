export { contactFormCopy, contactPageCopy, enquiryStageCopy, threadCopy } from "./copy";
export {
  asEnquiryStage,
  enquiryStages,
  enquiryStageSchema,
  lostReasonMaxLength,
  stageChangeSchema,
  type EnquiryStage,
} from "./stages";
export { ContactCards } from "./ui/contact-cards";
export { ContactForm } from "./ui/contact-form";
export { EnquiryStageSection, type StageHistoryEntry } from "./ui/enquiry-stage";
export { answerSchema, companySchema, noteSchema } from "./thread-schema";
export {
  EnquiryCompanyForm,
  EnquiryNotes,
  EnquiryThread,
  ThreadMail,
  type EnquiryNoteView,
  type ThreadMessage,
} from "./ui/enquiry-thread";
