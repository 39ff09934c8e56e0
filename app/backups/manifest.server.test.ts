import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { BackupRefusedError, readManifest, storedFilePath } from "./manifest.server";

const folderWith = (manifest: string) => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "manifest-"));
  writeFileSync(path.join(dir, "manifest.json"), manifest);
  return dir;
};

describe("a backup's manifest", () => {
  it("places a stored file under files/ by its key", () => {
    expect(storedFilePath("/kopi", "contact/abc/tegning.pdf")).toBe(
      "/kopi/files/contact/abc/tegning.pdf",
    );
  });

  it("refuses a key that would climb out of the backup's files", () => {
    for (const key of ["../../etc/passwd", "/etc/passwd", "contact/../../app.db"]) {
      expect(() => storedFilePath("/kopi", key)).toThrow(BackupRefusedError);
    }
  });

  it("refuses a folder without a manifest, and one that is not a manifest", async () => {
    const empty = mkdtempSync(path.join(os.tmpdir(), "manifest-"));
    await expect(readManifest(empty)).rejects.toThrow("Fant ingen manifest.json");
    await expect(readManifest(folderWith("{ikke json"))).rejects.toThrow(
      "manifest.json er ugyldig",
    );
    await expect(readManifest(folderWith(JSON.stringify({ format: 1 })))).rejects.toThrow(
      "manifest.json er ugyldig",
    );
  });
});
