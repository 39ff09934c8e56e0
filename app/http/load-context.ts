import "@remix-run/node";

declare module "@remix-run/node" {
  interface AppLoadContext {
    /** The visitor's address as Express sees it (through the proxy when TRUST_PROXY is on). */
    clientIp: string;
    /** This response's CSP nonce for inline scripts; absent when a test calls a loader directly. */
    cspNonce?: string;
    /** The built stylesheets' text by URL, written into the page; absent under Vite's dev server. */
    stylesheets?: ReadonlyMap<string, string>;
  }
}
