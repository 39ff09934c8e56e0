import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CopyObjectCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  paginateListObjectsV2,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
  S3ServiceException,
  UploadPartCommand,
} from "@aws-sdk/client-s3";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import type { Readable } from "node:stream";
import { Spool } from "./spool.server";
import {
  assertValidKey,
  attachmentDisposition,
  batchesOf,
  type FileStorage,
  type ListedObject,
} from "./storage";

export type S3StorageOptions = {
  bucket: string;
  region: string;
  endpoint?: string;
  forcePathStyle?: boolean;
  /** Only for tests; otherwise the AWS SDK's usual credential chain applies. */
  credentials?: S3ClientConfig["credentials"];
};

// The smallest part S3 accepts (but for the last).
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
      const spool = await Spool.open();
      const parts = new PartUploads(client, { Bucket: bucket, Key: key, ContentType: contentType });
      try {
        let size = 0;
        for await (const batch of batchesOf(body, maxBytes)) {
          size += await spool.write(batch, size);
          // A part goes as soon as a byte past it has arrived: then it is not the last one.
          while (size > (parts.started + 1) * PART_SIZE) parts.start(spool, PART_SIZE);
          parts.throwIfFailed();
        }
        if (parts.started === 0) {
          await sendFromSpool(() =>
            client.send(
              new PutObjectCommand({
                Bucket: bucket,
                Key: key,
                ContentType: contentType,
                ContentLength: size,
                Body: spool.range(0, size),
              }),
            ),
          );
        } else {
          parts.start(spool, size - parts.started * PART_SIZE);
          await parts.complete();
        }
        return { key, contentType, size, lastModified: new Date() };
      } catch (error) {
        // An abort that fails as well must not hide why the upload failed.
        await parts.abort().catch(() => undefined);
        throw error;
      } finally {
        await spool.close();
      }
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
    async copy(from, to) {
      assertValidKey(to);
      // Valid keys hold only letters, digits, "_", ".", "-" and "/": nothing to escape.
      const copySource = `${bucket}/${assertValidKey(from)}`;
      try {
        await client.send(
          new CopyObjectCommand({ Bucket: bucket, Key: to, CopySource: copySource }),
        );
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
      return head(to);
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
    // Spools are unlinked as soon as they are opened (openSpool), so a crash leaves none.
    sweepTemporary: () => Promise.resolve(0),
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

const SEND_ATTEMPTS = 3;

/**
 * The SDK retries a request only when it can send the body again, which a stream it cannot;
 * a spooled range can be read afresh, so a dropped connection (an S3-compatible store closing
 * a kept-alive socket, say) costs a retry, not the visitor's upload. S3's refusals are final.
 */
async function sendFromSpool<T>(send: () => Promise<T>) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await send();
    } catch (error) {
      const refused =
        error instanceof S3ServiceException && (error.$metadata.httpStatusCode ?? 500) < 500;
      if (refused || attempt >= SEND_ATTEMPTS) throw error;
    }
  }
}

type ObjectParams = { Bucket: string; Key: string; ContentType: string };

/**
 * The parts of one multipart upload, read back from the spool and sent one after another
 * while the rest of the file still arrives, so receiving and sending overlap.
 */
class PartUploads {
  started = 0;
  #client: S3Client;
  #params: ObjectParams;
  #uploadId: Promise<string> | undefined;
  #sent: Promise<{ PartNumber: number; ETag: string }[]> = Promise.resolve([]);
  #failure: unknown;

  constructor(client: S3Client, params: ObjectParams) {
    this.#client = client;
    this.#params = params;
  }

  start(spool: Spool, length: number) {
    const partNumber = ++this.started;
    const start = (partNumber - 1) * PART_SIZE;
    if (!this.#uploadId) {
      this.#uploadId = this.#client
        .send(new CreateMultipartUploadCommand(this.#params))
        .then(({ UploadId }) => UploadId!);
      // A refusal surfaces through the part that waits for the id.
      this.#uploadId.catch(() => undefined);
    }
    const uploadId = this.#uploadId;
    this.#sent = this.#sent.then(async (done) => {
      const UploadId = await uploadId;
      const { ETag } = await sendFromSpool(() =>
        this.#client.send(
          new UploadPartCommand({
            Bucket: this.#params.Bucket,
            Key: this.#params.Key,
            UploadId,
            PartNumber: partNumber,
            ContentLength: length,
            Body: spool.range(start, length),
          }),
        ),
      );
      return [...done, { PartNumber: partNumber, ETag: ETag! }];
    });
    this.#sent.catch((error: unknown) => (this.#failure ??= error));
  }

  /** Stops taking in a file whose earlier parts S3 refused. */
  throwIfFailed() {
    if (this.#failure) throw this.#failure;
  }

  async complete() {
    const parts = await this.#sent;
    await this.#client.send(
      new CompleteMultipartUploadCommand({
        Bucket: this.#params.Bucket,
        Key: this.#params.Key,
        UploadId: await this.#uploadId,
        MultipartUpload: { Parts: parts },
      }),
    );
  }

  /** Waits for parts in flight (they read the spool), then drops whatever S3 holds of them. */
  async abort() {
    await this.#sent.catch(() => undefined);
    const uploadId = await this.#uploadId?.catch(() => undefined);
    if (!uploadId) return;
    await this.#client.send(
      new AbortMultipartUploadCommand({
        Bucket: this.#params.Bucket,
        Key: this.#params.Key,
        UploadId: uploadId,
      }),
    );
  }
}
