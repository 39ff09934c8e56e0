export { headersKeepingRetryAfter, privatePageRouteHeaders } from "./retry-after";
export { uploadRoute } from "./upload-route";
export { notFound, tooManyRequests } from "./capability-page";
