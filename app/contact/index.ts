export { contactFormCopy, contactPageCopy, enquiryStageCopy } from "./copy";
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
