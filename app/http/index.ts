export { NonceProvider, useNonce } from "./nonce";
export { cachePolicies } from "./cache-policies";
