export { contactPageCopy, thanksPageCopy } from "./copy/contact";
export {
  deliveryStatusLabels,
  enquiriesCopy,
  enquiryStageCopy,
  threadCopy,
} from "./copy/enquiries-admin";
export { type EnquiryStage, enquiryStages, lostReasonMaxLength } from "./stages";
export { enquiryClientAction } from "./enquiry-client-action";
export { fromOsloWall, osloDay } from "./working-days";
export { ContactCards } from "./ui/contact-cards";
export { ContactForm } from "./ui/contact-form";
export { EnquiryPage } from "./ui/enquiry-page";
export { AnswerDelivery, type ThreadMessage, ThreadMail } from "./ui/enquiry-thread";
export { PlaceMailForm } from "./ui/place-mail-form";
