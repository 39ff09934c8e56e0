export {
  issueFormToken,
  judgeSubmission,
  type SpamVerdict,
  submissionKey,
  tokenForResend,
} from "./form-token.server";
export { consumeRateLimit, refundRateLimit } from "./rate-limit.server";
