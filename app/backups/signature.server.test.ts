import { describe, expect, it } from "vitest";
import type { Manifest } from "./manifest.server";
import { assertSigned, manifestSigningKey, signManifest } from "./signature.server";

const secret = "en-hemmelighet-på-minst-trettito-tegn";
const manifest: Manifest = {
  format: 1,
  createdAt: "2026-12-03T12:00:00.000Z",
  appVersion: "1.0.0",
  migration: null,
  database: { provider: "sqlite", file: "database.sqlite", sha256: "a".repeat(64) },
  files: [
    {
      key: "contact/x/tegning.pdf",
      contentType: "application/pdf",
      size: 9,
      sha256: "b".repeat(64),
    },
  ],
  dataFiles: [],
};

describe("a backup's signature", () => {
  const key = manifestSigningKey({ BACKUP_SIGNING_KEY: secret, SESSION_SECRET: undefined })!;

  it("refuses a manifest whose checksums were changed after signing, or signed with another key", () => {
    const signed = signManifest(manifest, key);
    const rehashed = {
      ...signed,
      files: [{ ...signed.files[0]!, sha256: "c".repeat(64) }],
    };
    expect(() => assertSigned(rehashed, key, false)).toThrow(
      "Signaturen i manifest.json stemmer ikke",
    );
    const otherKey = manifestSigningKey({
      BACKUP_SIGNING_KEY: undefined,
      SESSION_SECRET: `${secret}, men en annen`,
    })!;
    expect(() => assertSigned(signed, otherKey, false)).toThrow(
      "Signaturen i manifest.json stemmer ikke",
    );
    expect(() => assertSigned(manifest, key, false)).toThrow("Sikkerhetskopien er ikke signert");
    expect(() => assertSigned(signed, null, false)).toThrow("Signaturen kan ikke sjekkes");
  });

  it("accepts the manifest it signed, and an unsigned one only on the operator's word", () => {
    expect(() => assertSigned(signManifest(manifest, key), key, false)).not.toThrow();
    expect(() => assertSigned(manifest, key, true)).not.toThrow();
    expect(() => assertSigned(manifest, null, true)).not.toThrow();
    expect(
      manifestSigningKey({ BACKUP_SIGNING_KEY: undefined, SESSION_SECRET: undefined }),
    ).toBeNull();
  });
});
