export {
  changeEnquiryStage,
  getEnquiry,
  listEnquiries,
  listUnplacedMails,
  openEnquiryAttachment,
  pipelineOverview,
  resendEnquiryEmail,
} from "./enquiries.server";
export { answerEnquiry } from "./answer-enquiry.server";
export {
  enquiryStageSchema,
  moveEnquiryToStage,
  type StageMove,
  type StageMoveResult,
} from "./stages.server";
export { receiveInboundMail } from "./inbound-mail.server";
export { addEnquiryNote, sendEnquiryAnswer, setEnquiryCompany } from "./thread.server";
export { enquiryConversation, enquiryPageAction, enquiryPageView } from "./enquiry-page.server";
export { placeMailAction, unplacedMailsView } from "./unplaced.server";
