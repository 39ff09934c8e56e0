import path from "node:path";
import { getConfig } from "~/config/index.server";
import { createLocalStorage } from "./local.server";
import type { S3StorageOptions } from "./s3.server";
import { storageLinkSecret } from "./signed-url.server";
import type { FileStorage } from "./storage";
export { downloadResponse } from "./download.server";
export { respondToLocalLink } from "./local-link.server";
export { storageLinkSecret } from "./signed-url.server";
export { startStorageSweeper } from "./sweeper.server";
export { addStoredFileToZip } from "./zip.server";

export { FileTooLargeError, InvalidStorageKeyError, type FileStorage } from "./storage";

/** Path of the route that serves signed links to local files. */
const LOCAL_LINK_PATH = "/filer";

/** S3 when S3_BUCKET is set, otherwise the uploads folder in DATA_DIR. */
function createStorageFromConfig(config = getConfig()): FileStorage {
  if (config.S3_BUCKET) {
    return deferredS3Storage({
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
    });
  }
  return createLocalStorage({
    root: path.join(config.DATA_DIR, "uploads"),
    linkBaseUrl: new URL(LOCAL_LINK_PATH, config.siteUrl).toString(),
    linkSecret: storageLinkSecret(config.sessionSecret),
  });
}

/**
 * The S3 driver, imported at its first use. The AWS SDK took 0.1–0.5 s to import, paid at every
 * start and by every test file that reaches storage, though a site on local storage never uses it.
 */
function deferredS3Storage(options: S3StorageOptions): FileStorage {
  let loading: Promise<FileStorage> | undefined;
  const s3 = () =>
    (loading ??= import("./s3.server").then(({ createS3Storage }) => createS3Storage(options)));
  return {
    driver: "s3",
    put: async (key, body, putOptions) => (await s3()).put(key, body, putOptions),
    get: async (key) => (await s3()).get(key),
    head: async (key) => (await s3()).head(key),
    delete: async (key) => (await s3()).delete(key),
    copy: async (from, to) => (await s3()).copy(from, to),
    list: async (prefix) => (await s3()).list(prefix),
    signedUrl: async (key, urlOptions) => (await s3()).signedUrl(key, urlOptions),
    sweepTemporary: async (before) => (await s3()).sweepTemporary(before),
  };
}

let storage: FileStorage | undefined;

export function getStorage() {
  storage ??= createStorageFromConfig();
  return storage;
}
