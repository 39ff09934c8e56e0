export { answerSignup } from "./answer-signup.server";
export {
  deleteDraft,
  findDraft,
  findSentIssue,
  listCampaigns,
  listDrafts,
  previewIssue,
  queueTestIssue,
  recipientsByRole,
  saveDraft,
  sendDraft,
} from "./campaign.server";
export { startUnconfirmedSubscriberCleanup } from "./cleanup.server";
export {
  deleteSubscriber,
  isSubscriberRole,
  listSubscribers,
  subscribersCsv,
} from "./subscribers.server";
export {
  checkConfirmation,
  confirmSubscription,
  findSubscriberByToken,
  UNCONFIRMED_SIGNUP_DAYS,
  unsubscribe,
} from "./subscription.server";
