export {
  issueFormToken,
  judgeSubmission,
  type SpamVerdict,
  submissionKey,
  tokenForResend,
} from "./form-token.server";
export { consumeRateLimit } from "./rate-limit.server";
