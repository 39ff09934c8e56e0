export { enqueueEmail, type OutboxEmail, startOutboxWorker } from "./outbox.server";
