import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Time-limited links to local files: the signature covers the key, the expiry and the
 * download name, so none of them can be changed without the server's secret.
 */
export type LocalLinkParams = { key: string; expires: number; name?: string };

function payload({ key, expires, name }: LocalLinkParams) {
  return `${key}\n${expires}\n${name ?? ""}`;
}

export function signLocalLink(secret: string, params: LocalLinkParams) {
  return createHmac("sha256", secret).update(payload(params)).digest("base64url");
}

export function verifyLocalLink(
  secret: string,
  params: LocalLinkParams & { signature: string },
  now = Date.now(),
) {
  const expected = Buffer.from(signLocalLink(secret, params));
  const given = Buffer.from(params.signature);
  const signatureMatches = expected.length === given.length && timingSafeEqual(expected, given);
  return signatureMatches && params.expires * 1000 > now;
}

/** The storage secret is derived from the session secret, so rotating one rotates both. */
export function storageLinkSecret(sessionSecret: string) {
  return createHmac("sha256", sessionSecret).update("lokale-fillenker").digest("base64url");
}
