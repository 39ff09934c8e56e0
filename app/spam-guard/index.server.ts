export { issueFormToken, judgeSubmission, type SpamVerdict } from "./form-token.server";
export { consumeRateLimit, isRateLimited } from "./rate-limit.server";
