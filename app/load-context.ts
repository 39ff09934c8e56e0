import "@remix-run/node";

declare module "@remix-run/node" {
  interface AppLoadContext {
    /** The visitor's address as Express sees it (through the proxy when TRUST_PROXY is on). */
    clientIp: string;
    /** This response's Content-Security-Policy nonce; every inline script must carry it. */
    cspNonce: string;
  }
}
