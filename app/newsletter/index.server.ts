export { listCampaigns, queueCampaign, queueTestIssue } from "./campaign.server";
export {
  deleteSubscriber,
  isSubscriberRole,
  listSubscribers,
  subscribersCsv,
} from "./subscribers.server";
export { findSubscriberByToken, subscribe, unsubscribe } from "./subscription.server";
