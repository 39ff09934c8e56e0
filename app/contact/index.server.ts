export {
  changeEnquiryStage,
  getEnquiry,
  listEnquiries,
  openEnquiryAttachment,
  resendEnquiryEmail,
} from "./enquiries.server";
export { answerEnquiry } from "./answer-enquiry.server";
export { moveEnquiryToStage, type StageMove, type StageMoveResult } from "./stages.server";
