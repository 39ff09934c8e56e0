export {
  enqueueEmail,
  outboxBacklog,
  type OutboxEmail,
  outboxRow,
  startOutboxWorker,
} from "./outbox.server";
