export { issueFormToken, judgeSubmission } from "./form-token.server";
export { consumeRateLimit } from "./rate-limit.server";
