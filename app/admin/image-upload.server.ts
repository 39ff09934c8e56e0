import { randomUUID } from "node:crypto";
import {
  FormDataParseError,
  MaxFileSizeExceededError,
  MaxFilesExceededError,
  parseFormData,
  type FileUpload,
} from "@remix-run/form-data-parser";
import sharp from "sharp";
import { purgeImageVariants } from "~/images.server";
import { getStorage } from "~/storage.server";

export const maxImageBytes = 17 * 1024 * 1024;

export interface StoredImage {
  key: string;
  width: number;
  height: number;
}

/** A refused upload; the message is shown to staff as it is. */
export class ImageRejected extends Error {
  override name = "ImageRejected";
}

const imageTypes = [
  { extension: ".jpg", mime: "image/jpeg", magic: [0xff, 0xd8, 0xff] },
  { extension: ".jpeg", mime: "image/jpeg", magic: [0xff, 0xd8, 0xff] },
  { extension: ".png", mime: "image/png", magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
] as const;

/**
 * The type must agree three ways, as for attachments: extension, declared MIME type and
 * the file's first bytes. Then sharp must be able to read its size.
 */
export async function validateImage(name: string, mime: string, bytes: Uint8Array) {
  const lower = name.toLowerCase();
  const type = imageTypes.find((candidate) => lower.endsWith(candidate.extension));
  const matchesBytes = type?.magic.every((byte, index) => bytes[index] === byte);
  if (!type || type.mime !== mime || !matchesBytes) {
    throw new ImageRejected(`Filen ${name} er ikke i riktig format. Tillatte formater er JPG og PNG.`);
  }
  if (bytes.length > maxImageBytes) {
    throw new ImageRejected(`Filen ${name} er for stor. Maksimal størrelse er 17MB.`);
  }
  try {
    const { width, height } = await sharp(bytes).metadata();
    if (!width || !height) throw new Error("no size");
    return { extension: type.extension === ".jpeg" ? ".jpg" : type.extension, mime: type.mime, width, height };
  } catch {
    throw new ImageRejected(`Filen ${name} kunne ikke leses som et bilde.`);
  }
}

/**
 * Parses a multipart admin form. Image fields are validated and stored under the prefix;
 * their value in the returned form is the storage key. If anything is refused, what was
 * already stored is deleted again, so a failed upload leaves no orphans.
 */
export async function parseImageForm(request: Request, { prefix, imageFields }: { prefix: string; imageFields: string[] }) {
  const stored = new Map<string, StoredImage>();
  const discard = () => deleteImages([...stored.keys()]);
  const handleUpload = async (file: FileUpload) => {
    if (!imageFields.includes(file.fieldName) || (!file.name && file.size === 0)) return null;
    const bytes = new Uint8Array(await file.arrayBuffer());
    const image = await validateImage(file.name, file.type, bytes);
    const key = `${prefix}/${randomUUID()}${image.extension}`;
    await getStorage().put(key, bytes, { contentType: image.mime, maxBytes: maxImageBytes });
    stored.set(key, { key, width: image.width, height: image.height });
    return key;
  };
  try {
    const form = await parseFormData(request, { maxFileSize: maxImageBytes, maxFiles: 20 }, handleUpload);
    return { form, images: stored, discard };
  } catch (error) {
    await discard();
    const cause = error instanceof FormDataParseError && error.cause instanceof ImageRejected ? error.cause : error;
    if (cause instanceof ImageRejected) throw cause;
    if (cause instanceof MaxFileSizeExceededError) {
      throw new ImageRejected("Filen er for stor. Maksimal størrelse er 17MB.");
    }
    if (cause instanceof MaxFilesExceededError) throw new ImageRejected("Last opp høyst 20 bilder om gangen.");
    throw cause;
  }
}

export async function deleteImages(keys: string[]) {
  await Promise.all(
    keys.map(async (key) => {
      await getStorage().delete(key);
      await purgeImageVariants(key);
    }),
  );
}
