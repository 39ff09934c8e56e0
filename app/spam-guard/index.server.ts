export {
  issueFormToken,
  judgeSubmission,
  type SpamVerdict,
  submissionKey,
  tokenForResend,
} from "./form-token.server";
export { consumeRateLimit, rateLimitedAnswer, refundRateLimit } from "./rate-limit.server";
