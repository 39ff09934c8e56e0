export {
  issueFormToken,
  judgeSubmission,
  type SpamVerdict,
  submissionKey,
  tokenForResend,
} from "./form-token.server";
export { consumeRateLimit, isRateLimited } from "./rate-limit.server";
