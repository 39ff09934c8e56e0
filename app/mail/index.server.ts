export { enqueueEmail, outboxBacklog, type OutboxEmail, startOutboxWorker } from "./outbox.server";
