import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { inject } from "vitest";
import { createLocalStorage } from "~/storage/local.server";
import { createS3Storage } from "~/storage/s3.server";
import type { FileStorage } from "~/storage/storage";

export const TEST_LINK_SECRET = "test-link-secret";

export type TestStorage = { storage: FileStorage; cleanup(): Promise<void> };

/** Both storage drivers: a temp uploads folder, and a fresh prefix-free bucket on s3rver. */
export function storageKinds(): { name: "local" | "s3"; create(): Promise<TestStorage> }[] {
  return [
    {
      name: "local",
      async create() {
        const root = mkdtempSync(path.join(os.tmpdir(), "uploads-test-"));
        const storage = createLocalStorage({
          root,
          linkBaseUrl: "http://localhost:3000/filer",
          linkSecret: TEST_LINK_SECRET,
        });
        return { storage, cleanup: async () => rmSync(root, { recursive: true, force: true }) };
      },
    },
    {
      name: "s3",
      async create() {
        return { storage: createTestS3Storage(), cleanup: async () => undefined };
      },
    },
  ];
}

function createTestS3Storage() {
  const s3 = inject("s3");
  return createS3Storage({
    bucket: s3.bucket,
    region: s3.region,
    endpoint: s3.url,
    forcePathStyle: true,
    credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
  });
}
