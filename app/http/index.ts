export { headersKeepingRetryAfter } from "./retry-after";
export { uploadRoute } from "./upload-route";
