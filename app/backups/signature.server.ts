import { createHmac, timingSafeEqual } from "node:crypto";
import type { Config } from "~/config/index.server";
import { backupCopy } from "./copy";
import { BackupRefusedError, type Manifest, manifestBody } from "./manifest.server";

/**
 * The key a backup's manifest is signed with: one the backup does not hold, so whoever can
 * change a backup cannot sign the change (decision 301). BACKUP_SIGNING_KEY, or else the
 * SESSION_SECRET set in the environment; a session secret generated into DATA_DIR travels in
 * the backup itself, and signs nothing.
 */
export function manifestSigningKey(config: Pick<Config, "BACKUP_SIGNING_KEY" | "SESSION_SECRET">) {
  const root = config.BACKUP_SIGNING_KEY ?? config.SESSION_SECRET;
  return root ? createHmac("sha256", root).update("backup-manifest").digest() : null;
}

export function signManifest(manifest: Manifest, key: Buffer): Manifest {
  return { ...manifest, signature: signatureOf(manifest, key) };
}

function signatureOf(manifest: Manifest, key: Buffer) {
  return createHmac("sha256", key)
    .update(JSON.stringify(manifestBody(manifest)))
    .digest("hex");
}

/**
 * Refuses a manifest that is not signed with `key`, or when there is no key to check it
 * with; `allowUnsigned` is the operator's word that the backup is trusted without it.
 */
export function assertSigned(manifest: Manifest, key: Buffer | null, allowUnsigned: boolean) {
  if (allowUnsigned) return;
  if (!key) throw new BackupRefusedError(backupCopy.noSigningKey);
  if (!manifest.signature) throw new BackupRefusedError(backupCopy.unsigned);
  const expected = Buffer.from(signatureOf(manifest, key), "hex");
  const given = Buffer.from(manifest.signature, "hex");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new BackupRefusedError(backupCopy.badSignature);
  }
}
