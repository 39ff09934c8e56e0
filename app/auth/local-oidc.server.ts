import { createHmac, randomBytes, randomUUID } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { exportJWK, generateKeyPair, type JWK } from "jose";
import { prisma } from "~/db/index.server";
import { databaseOidcAdapter } from "./oidc-adapter.server";
import { createOidcHandler, type OidcHandler } from "./oidc-handler.server";
import { getOidcSettings } from "./oidc-settings.server";
import { getConfig } from "~/config/index.server";
import { log } from "~/observability/index.server";
import { admitSignInAttempt, recordPasswordCheck } from "./sign-in-attempts.server";

const localStaffAccountId = "local-staff";

function localStaffEmail() {
  return `staff@${getConfig().STAFF_EMAIL_DOMAIN.toLowerCase()}`;
}

/**
 * The embedded default provider, for when OIDC_ISSUER is not set: one staff account
 * whose password is checked for real. Mount it with `app.use("/oidc", handler)`.
 * Returns null when a real provider is configured.
 */
export async function createLocalOidcHandler(): Promise<OidcHandler | null> {
  const settings = getOidcSettings();
  if (!settings.isLocal) return null;
  const config = getConfig();
  const handler = await createOidcHandler({
    issuer: settings.issuer,
    client: {
      clientId: settings.clientId,
      clientSecret: settings.clientSecret,
      redirectUri: settings.redirectUri,
    },
    accounts: [
      {
        id: localStaffAccountId,
        email: localStaffEmail(),
        emailVerified: true,
        password: localStaffPassword(),
      },
    ],
    signingKeys: await sharedSigningKeys(),
    adapter: databaseOidcAdapter(),
    cookieSecret: createHmac("sha256", config.sessionSecret)
      .update("local-oidc-cookies")
      .digest("base64url"),
    admitAttempt: admitSignInAttempt,
    passwordChecked: recordPasswordCheck,
  });
  log.info({ issuer: settings.issuer }, "Lokal innlogging (OpenID Connect) kjører");
  return handler;
}

/** LOCAL_STAFF_PASSWORD, or one generated at first start, kept in DATA_DIR. */
function localStaffPassword() {
  const config = getConfig();
  if (config.LOCAL_STAFF_PASSWORD) return config.LOCAL_STAFF_PASSWORD;
  const file = path.join(config.DATA_DIR, "local-staff-password");
  const generated = randomBytes(18).toString("base64url");
  if (writeOnce(file, generated)) {
    // Not the password itself: logs are shipped and kept where the file is not (decision 140).
    log.info(
      { account: localStaffEmail(), passwordFile: file },
      "Lokal ansattkonto opprettet; passordet står i filen (sett LOCAL_STAFF_PASSWORD for å velge selv)",
    );
    return generated;
  }
  log.info({ account: localStaffEmail(), passwordFile: file }, "Lokal ansattkonto");
  return readFileSync(file, "utf8").trim();
}

const signingKeySetting = "local-oidc-signing-key";

/**
 * Kept in the database, like the provider's records (decision 141): every instance signs with
 * and publishes the same key, so a token from one verifies against the keys fetched from
 * another, and a restart does not invalidate tokens issued a moment before.
 */
async function sharedSigningKeys(): Promise<JWK[]> {
  const existing = await prisma.appSetting.findUnique({ where: { key: signingKeySetting } });
  if (existing) return [JSON.parse(existing.value) as JWK];
  const { privateKey } = await generateKeyPair("RS256", { extractable: true });
  const key = { ...(await exportJWK(privateKey)), kid: randomUUID(), alg: "RS256", use: "sig" };
  try {
    await prisma.appSetting.create({
      data: { key: signingKeySetting, value: JSON.stringify(key) },
    });
    return [key];
  } catch (error) {
    // Another instance starting at the same moment stored its key first; use that one.
    if ((error as { code?: string }).code !== "P2002") throw error;
    const stored = await prisma.appSetting.findUniqueOrThrow({ where: { key: signingKeySetting } });
    return [JSON.parse(stored.value) as JWK];
  }
}

/** Writes the file unless it exists; true when this call created it. */
function writeOnce(file: string, contents: string) {
  mkdirSync(path.dirname(file), { recursive: true });
  try {
    writeFileSync(file, contents, { mode: 0o600, flag: "wx" });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  }
}
