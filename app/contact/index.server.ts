export {
  getEnquiry,
  listEnquiries,
  openEnquiryAttachment,
  resendEnquiryEmail,
  setEnquiryHandled,
} from "./enquiries.server";
export { receiveEnquiry } from "./receive-enquiry.server";
