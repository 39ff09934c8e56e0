export { NonceProvider, useNonce } from "./nonce";
export { cachePolicies } from "./cache-policies";
export { privatePageHeaders } from "./private-page";
export { uploadRoute } from "./upload-route";
