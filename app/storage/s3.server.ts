import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  paginateListObjectsV2,
  S3Client,
  type S3ClientConfig,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import type { Readable } from "node:stream";
import {
  assertValidKey,
  attachmentDisposition,
  byteCounter,
  type FileStorage,
  type ListedObject,
  toReadable,
} from "./storage";

export type S3StorageOptions = {
  bucket: string;
  region: string;
  endpoint?: string;
  forcePathStyle?: boolean;
  /** Only for tests; otherwise the AWS SDK's usual credential chain applies. */
  credentials?: S3ClientConfig["credentials"];
};

// The smallest part S3 accepts; with one part in flight an upload holds ~5 MB, never the file.
const PART_SIZE = 5 * 1024 * 1024;

function isNotFound(error: unknown) {
  return (
    error instanceof S3ServiceException &&
    (error.name === "NoSuchKey" ||
      error.name === "NotFound" ||
      error.$metadata.httpStatusCode === 404)
  );
}

export function createS3Storage(options: S3StorageOptions): FileStorage {
  const { bucket } = options;
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials: options.credentials,
    // Checksums only where S3 demands them: S3-compatible stores often reject the SDK's
    // newer default of trailing CRC checksums on every upload.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });

  async function head(key: string) {
    try {
      const result = await client.send(
        new HeadObjectCommand({ Bucket: bucket, Key: assertValidKey(key) }),
      );
      return {
        key,
        contentType: result.ContentType ?? "application/octet-stream",
        size: result.ContentLength ?? 0,
        lastModified: result.LastModified ?? new Date(0),
      };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  return {
    driver: "s3",
    async put(key, body, { contentType, maxBytes }) {
      assertValidKey(key);
      const counter = byteCounter(maxBytes);
      const source = toReadable(body);
      source.on("error", (error) => counter.stream.destroy(error));
      const upload = new Upload({
        client,
        params: {
          Bucket: bucket,
          Key: key,
          Body: source.pipe(counter.stream),
          ContentType: contentType,
        },
        partSize: PART_SIZE,
        queueSize: 1,
        leavePartsOnError: false,
      });
      await upload.done();
      return { key, contentType, size: counter.bytes(), lastModified: new Date() };
    },
    head,
    async get(key) {
      try {
        const result = await client.send(
          new GetObjectCommand({ Bucket: bucket, Key: assertValidKey(key) }),
        );
        return {
          object: {
            key,
            contentType: result.ContentType ?? "application/octet-stream",
            size: result.ContentLength ?? 0,
            lastModified: result.LastModified ?? new Date(0),
          },
          body: result.Body as Readable,
        };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: assertValidKey(key) }));
    },
    async list(prefix) {
      const objects: ListedObject[] = [];
      for await (const page of paginateListObjectsV2(
        { client },
        { Bucket: bucket, Prefix: prefix },
      )) {
        for (const item of page.Contents ?? []) {
          if (!item.Key) continue;
          objects.push({
            key: item.Key,
            size: item.Size ?? 0,
            lastModified: item.LastModified ?? new Date(0),
          });
        }
      }
      return objects.sort((a, b) => a.key.localeCompare(b.key));
    },
    async signedUrl(key, { expiresInSeconds, downloadName }) {
      const command = new GetObjectCommand({
        Bucket: bucket,
        Key: assertValidKey(key),
        ResponseContentDisposition: downloadName ? attachmentDisposition(downloadName) : undefined,
      });
      return getSignedUrl(client, command, { expiresIn: expiresInSeconds });
    },
  };
}
