export {
  getEnquiry,
  listEnquiries,
  openEnquiryAttachment,
  resendEnquiryEmail,
  setEnquiryHandled,
} from "./enquiries.server";
export { answerEnquiry } from "./answer-enquiry.server";
