import { readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import { backupCopy } from "./copy";

export const MANIFEST_FILE = "manifest.json";

const sha256 = z.string().regex(/^[0-9a-f]{64}$/);

/** The files of DATA_DIR a restored site needs besides its data: what signs its links. */
export const DATA_DIR_FILES = ["session-secret", "local-staff-password"] as const;

const manifestBodySchema = z.object({
  format: z.literal(1),
  createdAt: z.iso.datetime(),
  appVersion: z.string(),
  /** The latest migration applied to the database when it was copied; null for none. */
  migration: z.string().nullable(),
  database: z.object({
    provider: z.enum(["sqlite", "postgresql"]),
    file: z.enum(["database.sqlite", "database.pgdump"]),
    sha256,
  }),
  files: z.array(
    z.object({ key: z.string(), contentType: z.string(), size: z.number().int(), sha256 }),
  ),
  dataFiles: z.array(z.object({ name: z.enum(DATA_DIR_FILES), sha256 })),
});

const manifestSchema = manifestBodySchema.extend({
  /** HMAC-SHA256 of the rest, in the schema's order (signature.server.ts); absent unsigned. */
  signature: sha256.optional(),
});

export type Manifest = z.infer<typeof manifestSchema>;

/** What the signature covers: the manifest without it, its keys in the schema's order. */
export function manifestBody(manifest: Manifest) {
  return manifestBodySchema.parse(manifest);
}

/** A backup the restore will not use, with the reason for whoever ran it. */
export class BackupRefusedError extends Error {
  override name = "BackupRefusedError";
}

/** Written last and renamed into place: a backup without its manifest never finished. */
export async function writeManifest(dir: string, manifest: Manifest) {
  const partial = path.join(dir, `${MANIFEST_FILE}.partial`);
  await writeFile(partial, `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
  await rename(partial, path.join(dir, MANIFEST_FILE));
}

export async function readManifest(dir: string): Promise<Manifest> {
  const text = await readFile(path.join(dir, MANIFEST_FILE), "utf8").catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT") throw new BackupRefusedError(backupCopy.noManifest(dir));
      throw error;
    },
  );
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new BackupRefusedError(backupCopy.badManifest);
  }
  const result = manifestSchema.safeParse(json);
  if (!result.success) throw new BackupRefusedError(backupCopy.badManifest);
  return result.data;
}

/**
 * Where a stored file lies in the backup. The key comes from the manifest, which is only as
 * trustworthy as the folder it was found in, so one that would climb out is refused.
 */
export function storedFilePath(dir: string, key: string) {
  const filesDir = path.resolve(dir, "files");
  const file = path.resolve(filesDir, key);
  if (!file.startsWith(filesDir + path.sep)) throw new BackupRefusedError(backupCopy.badManifest);
  return file;
}
