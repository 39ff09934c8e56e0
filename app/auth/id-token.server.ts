import { jwtVerify, type JWTVerifyGetKey } from "jose";
import { z } from "zod";
import type { Staff } from "./session.server";

export type RefusalReason =
  "invalid-token" | "unverified-email" | "not-staff-domain" | "wrong-tenant";

/** A sign-in that reached us but must not become a staff session. */
export class SignInRefused extends Error {
  override name = "SignInRefused";
  constructor(
    readonly reason: RefusalReason,
    detail: string,
  ) {
    super(`${reason}: ${detail}`);
  }
}

export interface IdTokenExpectations {
  /** The issuer exactly as its discovery document states it. */
  issuer: string;
  clientId: string;
  keys: JWTVerifyGetKey;
  staffDomain: string;
  nonce: string;
}

const asymmetricAlgorithms = [
  "RS256",
  "RS384",
  "RS512",
  "PS256",
  "PS384",
  "PS512",
  "ES256",
  "ES384",
  "EdDSA",
];

const identityClaims = z.object({
  sub: z.string().min(1),
  email: z.string().min(3),
  email_verified: z.unknown().optional(),
  name: z.string().optional(),
  hd: z.string().optional(),
  tid: z.string().optional(),
  xms_edov: z.unknown().optional(),
});

type IdentityClaims = z.infer<typeof identityClaims>;

/**
 * remix-auth-oauth2 checks no OpenID Connect rules itself, so this is the whole gate:
 * signature against the issuer's keys, iss, aud/azp, exp, nonce, a verified e-mail in
 * exactly the staff domain, and the provider-specific organisation claim.
 */
export async function verifyStaffIdToken(
  idToken: string,
  expected: IdTokenExpectations,
): Promise<Staff> {
  const payload = await verifiedPayload(idToken, expected);
  const parsed = identityClaims.safeParse(payload);
  if (!parsed.success)
    throw new SignInRefused("not-staff-domain", "the ID token carries no e-mail");
  const claims = parsed.data;

  if (!isEmailVerified(expected.issuer, claims)) {
    throw new SignInRefused("unverified-email", `${claims.email} is not verified`);
  }
  if (!isStaffEmail(claims.email, expected.staffDomain)) {
    throw new SignInRefused(
      "not-staff-domain",
      `${claims.email} is outside ${expected.staffDomain}`,
    );
  }
  checkOrganisation(expected, claims);
  return {
    sub: claims.sub,
    issuer: expected.issuer,
    email: claims.email.toLowerCase(),
    ...(claims.name ? { name: claims.name } : {}),
  };
}

async function verifiedPayload(idToken: string, expected: IdTokenExpectations) {
  try {
    const { payload } = await jwtVerify(idToken, expected.keys, {
      issuer: expected.issuer,
      audience: expected.clientId,
      algorithms: asymmetricAlgorithms,
      requiredClaims: ["sub", "exp", "iat"],
      clockTolerance: 60,
    });
    const audiences = Array.isArray(payload.aud) ? payload.aud : [payload.aud];
    if ((audiences.length > 1 || payload.azp !== undefined) && payload.azp !== expected.clientId) {
      throw new Error("azp does not name this client");
    }
    if (payload.nonce !== expected.nonce) throw new Error("nonce does not match this sign-in");
    return payload;
  } catch (error) {
    if (error instanceof SignInRefused) throw error;
    throw new SignInRefused(
      "invalid-token",
      error instanceof Error ? error.message : String(error),
    );
  }
}

/**
 * Exactly the staff domain after the last "@", ignoring case: look-alikes such as
 * evil-company.example or company.example.evil.test never match.
 */
export function isStaffEmail(email: string, staffDomain: string) {
  const at = email.lastIndexOf("@");
  if (at < 1) return false;
  return email.slice(at + 1).toLowerCase() === staffDomain.toLowerCase();
}

export function isGoogleIssuer(issuer: string) {
  return issuer === "https://accounts.google.com" || issuer === "accounts.google.com";
}

/** The tenant id of a single-tenant Microsoft Entra issuer, or null for any other issuer. */
function entraTenant(issuer: string) {
  const match = /^https:\/\/login\.microsoftonline\.com\/([0-9a-f-]{36})\/v2\.0$/i.exec(issuer);
  return match?.[1]?.toLowerCase() ?? null;
}

/**
 * Entra ID tokens carry no email_verified; Microsoft's optional claim xms_edov (e-mail
 * domain owner verified) is the documented equivalent. Everyone else must say true.
 */
function isEmailVerified(issuer: string, claims: IdentityClaims) {
  if (claims.email_verified === true) return true;
  return entraTenant(issuer) !== null && claims.xms_edov === true;
}

function checkOrganisation(expected: IdTokenExpectations, claims: IdentityClaims) {
  if (
    isGoogleIssuer(expected.issuer) &&
    claims.hd?.toLowerCase() !== expected.staffDomain.toLowerCase()
  ) {
    throw new SignInRefused(
      "wrong-tenant",
      `hd ${claims.hd ?? "(missing)"} is not ${expected.staffDomain}`,
    );
  }
  const tenant = entraTenant(expected.issuer);
  if (tenant !== null && claims.tid?.toLowerCase() !== tenant) {
    throw new SignInRefused("wrong-tenant", `tid ${claims.tid ?? "(missing)"} is not ${tenant}`);
  }
}
