export {
  enqueueEmail,
  outboxBacklog,
  type OutboxEmail,
  outboxRow,
  startOutboxWorker,
} from "./outbox.server";
export { brandedEmailHtml } from "./branded-email.server";
export { addressHash, suppressAddress, suppressedHashes } from "./suppression.server";
export { addressesIn, mentionsAddress, normalAddress } from "./addresses.server";
export { eraseLocalMails } from "./local-mails.server";
