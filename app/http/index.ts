export { NonceProvider, useNonce } from "./nonce";
export { cachePolicies } from "./cache-policies";
export { privatePageHeaders } from "./private-page";
export { headersKeepingRetryAfter } from "./retry-after";
export { uploadRoute } from "./upload-route";
