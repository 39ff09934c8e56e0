export { NonceProvider, useNonce } from "./nonce";
export { cachePolicies } from "./cache-policies";
export { uploadRoute } from "./upload-route";
