export { cachePolicies } from "./cache-policies";
export { NonceProvider, useNonce } from "./nonce";
export { privatePageHeaders } from "./private-page";
