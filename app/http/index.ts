export { NonceProvider, useNonce } from "./nonce";
export { cachePolicies } from "./cache-policies";
export { privatePageHeaders } from "./private-page";
