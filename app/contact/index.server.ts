export {
  changeEnquiryStage,
  getEnquiry,
  listEnquiries,
  listUnplacedMails,
  openEnquiryAttachment,
  pipelineOverview,
  resendEnquiryEmail,
  threadMessages,
} from "./enquiries.server";
export { answerEnquiry } from "./answer-enquiry.server";
export {
  asEnquiryStage,
  enquiryStageSchema,
  moveEnquiryToStage,
  type StageMove,
  type StageMoveResult,
} from "./stages.server";
export { receiveInboundMail } from "./inbound-mail.server";
export { sendInboundMailDigest, startInboundMailDigests } from "./inbound-mail-digest.server";
export {
  addEnquiryNote,
  queueThreadMail,
  sendEnquiryAnswer,
  setEnquiryCompany,
} from "./thread.server";
export { enquiryPageAction, enquiryPageView, threadMessageView } from "./enquiry-page.server";
export { unplacedMailAction, unplacedMailsView } from "./unplaced.server";
export {
  dismissWaitingEnquiry,
  enquiriesWaitingForStaff,
  markEnquiryWaiting,
  unplacedMailsWaiting,
} from "./waiting.server";
