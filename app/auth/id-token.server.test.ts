import fc from "fast-check";
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type JWTPayload } from "jose";
import { beforeAll, describe, expect, it } from "vitest";
import {
  isStaffEmail,
  SignInRefused,
  verifyStaffIdToken,
  type IdTokenExpectations,
} from "./id-token.server";

const issuer = "https://idp.test";
const clientId = "digitale-poteter-nettsted";
const staffDomain = "digitalepoteter.example";
const nonce = "nonce-for-this-sign-in";
const kid = "issuer-key";

let issuerKey: CryptoKey;
let foreignKey: CryptoKey;
let expected: IdTokenExpectations;

beforeAll(async () => {
  const issuerPair = await generateKeyPair("RS256", { extractable: true });
  issuerKey = issuerPair.privateKey;
  foreignKey = (await generateKeyPair("RS256")).privateKey;
  const publicJwk = { ...(await exportJWK(issuerPair.publicKey)), kid, alg: "RS256" };
  expected = {
    issuer,
    clientId,
    staffDomain,
    nonce,
    keys: createLocalJWKSet({ keys: [publicJwk] }),
  };
});

const staffClaims = {
  sub: "248289761001",
  email: "kari@digitalepoteter.example",
  email_verified: true,
  nonce,
};

function sign(
  claims: JWTPayload,
  options: { key?: CryptoKey; aud?: string | string[]; iss?: string; exp?: string | number } = {},
) {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: "RS256", kid })
    .setIssuer(options.iss ?? issuer)
    .setAudience(options.aud ?? clientId)
    .setIssuedAt()
    .setExpirationTime(options.exp ?? "5m")
    .sign(options.key ?? issuerKey);
}

async function refusal(token: string, overrides: Partial<IdTokenExpectations> = {}) {
  const error = await verifyStaffIdToken(token, { ...expected, ...overrides }).then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error, "the token must be refused").toBeInstanceOf(SignInRefused);
  return (error as SignInRefused).reason;
}

describe("verifyStaffIdToken", () => {
  it("lets a verified staff address in, keyed on sub", async () => {
    const staff = await verifyStaffIdToken(
      await sign({ ...staffClaims, name: "Kari Nordmann" }),
      expected,
    );
    expect(staff).toEqual({
      sub: "248289761001",
      issuer,
      email: "kari@digitalepoteter.example",
      name: "Kari Nordmann",
    });
  });

  it("compares the domain without regard to case", async () => {
    const staff = await verifyStaffIdToken(
      await sign({ ...staffClaims, email: "Kari@DigitalePoteter.EXAMPLE" }),
      expected,
    );
    expect(staff.email).toBe("kari@digitalepoteter.example");
  });

  it.each([
    ["false", false],
    ["missing", undefined],
    ["the string 'true'", "true"],
  ])("refuses an e-mail whose email_verified is %s", async (_label, value) => {
    expect(await refusal(await sign({ ...staffClaims, email_verified: value }))).toBe(
      "unverified-email",
    );
  });

  it.each([
    ["another domain", "x@gmail.example"],
    ["a look-alike domain", "x@evil-digitalepoteter.example"],
    ["the domain as a subdomain of another", "x@digitalepoteter.example.evil.test"],
    ["a subdomain of the staff domain", "x@mail.digitalepoteter.example"],
    ["the domain before a later @", "x@digitalepoteter.example@evil.test"],
    ["a trailing dot", "x@digitalepoteter.example."],
  ])("refuses %s", async (_label, email) => {
    expect(await refusal(await sign({ ...staffClaims, email }))).toBe("not-staff-domain");
  });

  it("refuses a token with no e-mail", async () => {
    const { email: _email, ...withoutEmail } = staffClaims;
    expect(await refusal(await sign(withoutEmail))).toBe("not-staff-domain");
  });

  it("refuses a token signed by another key", async () => {
    expect(await refusal(await sign(staffClaims, { key: foreignKey }))).toBe("invalid-token");
  });

  it("refuses a token meant for another client", async () => {
    expect(await refusal(await sign(staffClaims, { aud: "another-client" }))).toBe("invalid-token");
  });

  it("refuses a token for several audiences unless azp names this client", async () => {
    const aud = [clientId, "another-client"];
    expect(await refusal(await sign(staffClaims, { aud }))).toBe("invalid-token");
    await expect(
      verifyStaffIdToken(await sign({ ...staffClaims, azp: clientId }, { aud }), expected),
    ).resolves.toBeTruthy();
  });

  it("refuses an expired token", async () => {
    const anHourAgo = Math.floor(Date.now() / 1000) - 3600;
    expect(await refusal(await sign(staffClaims, { exp: anHourAgo }))).toBe("invalid-token");
  });

  it("refuses a token from another issuer", async () => {
    expect(await refusal(await sign(staffClaims, { iss: "https://evil.test" }))).toBe(
      "invalid-token",
    );
  });

  it("refuses a token issued for another sign-in (nonce)", async () => {
    expect(await refusal(await sign({ ...staffClaims, nonce: "someone-elses" }))).toBe(
      "invalid-token",
    );
    const { nonce: _nonce, ...withoutNonce } = staffClaims;
    expect(await refusal(await sign(withoutNonce))).toBe("invalid-token");
  });

  it("refuses an unsigned token", async () => {
    const header = Buffer.from(JSON.stringify({ alg: "none", kid })).toString("base64url");
    const now = Math.floor(Date.now() / 1000);
    const body = Buffer.from(
      JSON.stringify({ ...staffClaims, iss: issuer, aud: clientId, iat: now, exp: now + 300 }),
    ).toString("base64url");
    expect(await refusal(`${header}.${body}.`)).toBe("invalid-token");
  });

  describe("with Google as issuer", () => {
    const google = "https://accounts.google.com";

    it("requires hd to be the staff domain", async () => {
      const overrides = { issuer: google };
      expect(await refusal(await sign(staffClaims, { iss: google }), overrides)).toBe(
        "wrong-tenant",
      );
      expect(
        await refusal(await sign({ ...staffClaims, hd: "evil.test" }, { iss: google }), overrides),
      ).toBe("wrong-tenant");
      const staff = await verifyStaffIdToken(
        await sign({ ...staffClaims, hd: staffDomain }, { iss: google }),
        {
          ...expected,
          ...overrides,
        },
      );
      expect(staff.sub).toBe(staffClaims.sub);
    });
  });

  describe("with a single-tenant Microsoft Entra issuer", () => {
    const tenant = "9188040d-6c67-4c5b-b112-36a304b66dad";
    const entra = `https://login.microsoftonline.com/${tenant}/v2.0`;
    const { email_verified: _verified, ...entraClaims } = staffClaims;

    it("requires the tenant id and accepts xms_edov as the verified-e-mail claim", async () => {
      const overrides = { issuer: entra };
      const fromOtherTenant = await sign(
        { ...entraClaims, xms_edov: true, tid: "00000000-0000-0000-0000-000000000000" },
        { iss: entra },
      );
      expect(await refusal(fromOtherTenant, overrides)).toBe("wrong-tenant");
      expect(
        await refusal(await sign({ ...entraClaims, tid: tenant }, { iss: entra }), overrides),
      ).toBe("unverified-email");
      const staff = await verifyStaffIdToken(
        await sign({ ...entraClaims, xms_edov: true, tid: tenant }, { iss: entra }),
        {
          ...expected,
          ...overrides,
        },
      );
      expect(staff.email).toBe(staffClaims.email);
    });
  });
});

describe("isStaffEmail", () => {
  it("accepts only the exact domain after the last @", () => {
    const otherDomain = fc.domain().filter((domain) => domain.toLowerCase() !== staffDomain);
    fc.assert(
      fc.property(fc.emailAddress(), otherDomain, (email, domain) => {
        const local = email.slice(0, email.lastIndexOf("@"));
        expect(isStaffEmail(`${local}@${domain}`, staffDomain)).toBe(false);
        expect(isStaffEmail(`${local}@${staffDomain}`, staffDomain)).toBe(true);
        expect(isStaffEmail(`${local}@${staffDomain}.${domain}`, staffDomain)).toBe(false);
      }),
    );
  });
});
