import sharp from "sharp";
import { purgeImageVariants } from "~/images/index.server";
import { getStorage } from "~/storage/index.server";
import type { AttachmentKind } from "~/uploads";
import { discardUploads, receiveUploadForm, type StoredUpload } from "~/uploads/index.server";

export interface StoredImage {
  key: string;
  width: number;
  height: number;
}

/** A refused upload; the message is shown to staff as it is. */
export class ImageRejected extends Error {
  override name = "ImageRejected";
}

const imageKinds: readonly AttachmentKind[] = ["jpeg", "png"];

const imageCopy = {
  wrongType: (name: string) =>
    `Filen ${name} er ikke i riktig format. Tillatte formater er JPG og PNG.`,
  unreadable: (name: string) => `Filen ${name} kunne ikke leses som et bilde.`,
  oneAtATime: "Last opp ett bilde om gangen.",
} as const;

async function measure(upload: StoredUpload): Promise<StoredImage> {
  const stored = await getStorage().get(upload.storageKey);
  if (!stored) throw new ImageRejected(imageCopy.unreadable(upload.originalName));
  const reader = sharp();
  stored.body.pipe(reader);
  try {
    const { width, height } = await reader.metadata();
    if (!width || !height) throw new Error("no size");
    return { key: upload.storageKey, width, height };
  } catch {
    stored.body.destroy();
    throw new ImageRejected(imageCopy.unreadable(upload.originalName));
  }
}

/**
 * Parses a multipart admin form with one image, through the same streaming pipeline as the
 * visitors' attachments (extension, MIME type, first bytes, 17 MB) narrowed to JPG and PNG;
 * then sharp must be able to read its size. The image field's value in the returned form is
 * the storage key. If anything is refused, what was stored is deleted again.
 */
export async function parseImageForm(
  request: Request,
  { prefix, imageField }: { prefix: string; imageField: string },
) {
  const received = await receiveUploadForm(request, imageField, prefix, {
    kinds: imageKinds,
    wrongType: imageCopy.wrongType,
    maxFiles: 1,
    tooMany: imageCopy.oneAtATime,
  });
  if (!received.ok && received.storageFailed) throw new Error("Lagring av bildet feilet");
  if (!received.ok) throw new ImageRejected(received.problem);
  const discard = () => discardUploads(received.uploads);
  const images = new Map<string, StoredImage>();
  try {
    for (const upload of received.uploads) {
      images.set(upload.storageKey, await measure(upload));
      received.fields.set(imageField, upload.storageKey);
    }
  } catch (error) {
    await discard();
    throw error;
  }
  return { form: received.fields, images, discard };
}

export async function deleteImages(keys: string[]) {
  await Promise.all(
    keys.map(async (key) => {
      await getStorage().delete(key);
      await purgeImageVariants(key);
    }),
  );
}
