import { purgeImageVariants } from "~/images/index.server";
import { getStorage } from "~/storage/index.server";
import type { AttachmentKind } from "~/uploads";
import { storedImageSize } from "./image-size.server";
import { maxInputPixels } from "./transform.server";
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
  tooManyPixels: (name: string, megapixels: number) =>
    `Bildet ${name} er på ${megapixels} megapiksler. Nettstedet viser bilder på opptil ${maxInputPixels / 1_000_000} megapiksler (for eksempel 7680 × 4320); skaler det ned og last det opp på nytt.`,
} as const;

async function measure(upload: StoredUpload): Promise<StoredImage> {
  const stored = await getStorage().get(upload.storageKey);
  const measured = stored && (await storedImageSize(stored.body));
  if (!measured) throw new ImageRejected(imageCopy.unreadable(upload.originalName));
  const size = { key: upload.storageKey, ...measured };
  // The image route refuses to decode more than this, so such a picture would never show.
  if (size.width * size.height > maxInputPixels) {
    const megapixels = Math.round((size.width * size.height) / 1_000_000);
    throw new ImageRejected(imageCopy.tooManyPixels(upload.originalName, megapixels));
  }
  return size;
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
