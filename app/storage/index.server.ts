import path from "node:path";
import { getConfig } from "~/config/index.server";
import { createLocalStorage } from "./local.server";
import { createS3Storage } from "./s3.server";
import { storageLinkSecret } from "./signed-url.server";
import type { FileStorage } from "./storage";
export { downloadResponse } from "./download.server";
export { respondToLocalLink } from "./local-link.server";
export { storageLinkSecret } from "./signed-url.server";
export { startStorageSweeper } from "./sweeper.server";

export { FileTooLargeError, InvalidStorageKeyError, type FileStorage } from "./storage";

/** Path of the route that serves signed links to local files. */
const LOCAL_LINK_PATH = "/filer";

/** S3 when S3_BUCKET is set, otherwise the uploads folder in DATA_DIR. */
function createStorageFromConfig(config = getConfig()): FileStorage {
  if (config.S3_BUCKET) {
    return createS3Storage({
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

let storage: FileStorage | undefined;

export function getStorage() {
  storage ??= createStorageFromConfig();
  return storage;
}
