import { createContext, useContext, type ReactNode } from "react";

/**
 * The request's CSP nonce for inline scripts. Only the server render knows it; in the
 * browser it is "" on purpose: browsers blank the nonce attribute once the page has
 * loaded, so "" is what hydration finds in the DOM and no mismatch is reported.
 */
const NonceContext = createContext("");

export function NonceProvider({ nonce, children }: { nonce: string; children: ReactNode }) {
  return <NonceContext.Provider value={nonce}>{children}</NonceContext.Provider>;
}

export function useNonce() {
  return useContext(NonceContext);
}
