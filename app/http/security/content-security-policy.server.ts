import { randomFillSync } from "node:crypto";
import type { Config } from "~/config/index.server";

const NONCE_BYTES = 16;
const noncePool = Buffer.alloc(NONCE_BYTES * 256);
let nextNonce = noncePool.length;

/**
 * 128 random bits, base64, for one answer's CSP. The bytes come from a pool refilled 256
 * nonces at a time, as Node pools randomUUID's: a kernel call for every 16 bytes was a tenth
 * of what a page-cache hit cost (bench:ssr). Each nonce's bytes are used once.
 */
export function createNonce() {
  if (nextNonce === noncePool.length) {
    randomFillSync(noncePool);
    nextNonce = 0;
  }
  const nonce = noncePool.toString("base64", nextNonce, nextNonce + NONCE_BYTES);
  nextNonce += NONCE_BYTES;
  return nonce;
}

const youtube = ["https://www.youtube-nocookie.com", "https://www.youtube.com"];
const youtubeThumbnails = "https://i.ytimg.com";

/** Where gtag.js sends hits and draws pixels (Google's CSP guide for GA4 and Ads). */
const googleTags = {
  img: [
    "https://*.google-analytics.com",
    "https://*.googletagmanager.com",
    "https://googleads.g.doubleclick.net",
    "https://www.google.com",
    "https://www.google.no",
  ],
  connect: [
    "https://*.google-analytics.com",
    "https://*.analytics.google.com",
    "https://*.googletagmanager.com",
    "https://*.g.doubleclick.net",
    "https://www.google.com",
    "https://pagead2.googlesyndication.com",
  ],
  frame: ["https://td.doubleclick.net", "https://www.googletagmanager.com"],
};

type PolicyConfig = Pick<
  Config,
  "OIDC_ISSUER" | "GA_MEASUREMENT_ID" | "GOOGLE_ADS_ID" | "HERO_VIDEO_URL" | "siteUrl"
>;

/**
 * The page policy (decision 090). Scripts run only with this request's nonce, and what a
 * nonced script loads is trusted through 'strict-dynamic', so no host list is needed for
 * scripts. Styles allow inline because toasts and React style props write them.
 */
export function contentSecurityPolicy(nonce: string, config: PolicyConfig) {
  let around = policiesAroundNonce.get(config);
  if (!around) {
    around = policyFor(config).split(nonceSlot);
    policiesAroundNonce.set(config, around);
  }
  return around.join(nonce);
}

// Built once per configuration, then only the nonce goes in: building it for every answer
// was a twentieth of what a page-cache hit cost (bench:ssr).
const policiesAroundNonce = new WeakMap<PolicyConfig, string[]>();
const nonceSlot = "\0nonce\0";

function policyFor(config: PolicyConfig) {
  const tags = config.GA_MEASUREMENT_ID || config.GOOGLE_ADS_ID ? googleTags : null;
  const heroOrigin = new URL(config.HERO_VIDEO_URL, config.siteUrl).origin;
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": [`'nonce-${nonceSlot}'`, "'strict-dynamic'"],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:", youtubeThumbnails, ...(tags?.img ?? [])],
    "font-src": ["'self'"],
    "media-src": ["'self'", ...(heroOrigin === config.siteUrl.origin ? [] : [heroOrigin])],
    "connect-src": ["'self'", ...(tags?.connect ?? [])],
    "frame-src": [...youtube, ...(tags?.frame ?? [])],
    "worker-src": ["'self'"],
    "manifest-src": ["'self'"],
    "frame-ancestors": ["'none'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'", ...(config.OIDC_ISSUER ? [new URL(config.OIDC_ISSUER).origin] : [])],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(" ")}`)
    .join("; ");
}

/** Stored files are never a page: nothing in them may run, even if a browser renders them. */
export const downloadPolicy = "default-src 'none'; sandbox; frame-ancestors 'none'";
