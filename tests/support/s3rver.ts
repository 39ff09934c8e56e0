import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";

/** An S3-compatible server on loopback with one empty bucket; s3rver's fixed credentials. */
export async function startS3rver({ bucket = "test-bucket" } = {}) {
  const directory = mkdtempSync(path.join(os.tmpdir(), "s3rver-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    url: `http://127.0.0.1:${port}`,
    bucket,
    region: "us-east-1",
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
    async stop() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
