export { log } from "./logger.server";
export {
  addGauge,
  answerMetrics,
  countRateLimitRefusal,
  countSignInFailure,
  countUploadBytes,
} from "./metrics.server";
export { createRequestLogging } from "./request-log.server";
export { flushErrorReports, reportServerError, startErrorReporting } from "./report-error.server";
