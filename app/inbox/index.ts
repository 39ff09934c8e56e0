export { inboxCopy, overviewCountsCopy } from "./copy";
export { InboxList } from "./ui/inbox-list";
