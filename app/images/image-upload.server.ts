import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";
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
class ImageRejected extends Error {
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

/**
 * The size of an uploaded JPG or PNG, or staff's message saying why it cannot be shown: sharp
 * cannot read it, or it has more pixels than the image route decodes (a header can declare
 * 16000 × 16000 in a 4 kB file, which a browser shown it would also have to decode).
 */
export async function measureUploadedImage(
  upload: StoredUpload,
): Promise<{ ok: true; image: StoredImage } | { ok: false; problem: string }> {
  const stored = await getStorage().get(upload.storageKey);
  const measured = stored && (await storedImageSize(stored.body));
  if (!measured) return { ok: false, problem: imageCopy.unreadable(upload.originalName) };
  if (measured.width * measured.height > maxInputPixels) {
    const megapixels = Math.round((measured.width * measured.height) / 1_000_000);
    return { ok: false, problem: imageCopy.tooManyPixels(upload.originalName, megapixels) };
  }
  return { ok: true, image: { key: upload.storageKey, ...measured } };
}

async function measure(upload: StoredUpload): Promise<StoredImage> {
  const measured = await measureUploadedImage(upload);
  if (!measured.ok) throw new ImageRejected(measured.problem);
  return measured.image;
}

/** An admin image form: the picture stored with its values, or the messages by field. */
type ImageFormResult<Value> =
  | { ok: true; image: StoredImage; value: Value; discard: () => Promise<void> }
  | { ok: false; fieldErrors: Record<string, string[] | null> };

/**
 * An admin form with one picture (field `image`) and text fields, checked by `schema`. The
 * picture goes through the same streaming pipeline as the visitors' attachments (extension,
 * MIME type, first bytes, 17 MB) narrowed to JPG and PNG, and sharp must be able to read its
 * size; the schema's `image` is its storage key. Refused, nothing stays stored; accepted, the
 * caller may still `discard` it after checks of its own.
 */
export async function receiveImageForm<Schema extends z.ZodType<{ image: string }>>(
  request: Request,
  { prefix, schema }: { prefix: string; schema: Schema },
): Promise<ImageFormResult<z.output<Schema>>> {
  let stored;
  try {
    stored = await storeImageForm(request, prefix);
  } catch (error) {
    if (!(error instanceof ImageRejected)) throw error;
    return { ok: false, fieldErrors: { image: [error.message] } };
  }
  const submission = parseWithZod(stored.form, { schema });
  const image =
    submission.status === "success" ? stored.images.get(submission.value.image) : undefined;
  if (submission.status !== "success" || !image) {
    await stored.discard();
    return { ok: false, fieldErrors: submission.reply({ hideFields: ["image"] }).error ?? {} };
  }
  return { ok: true, image, value: submission.value, discard: stored.discard };
}

async function storeImageForm(request: Request, prefix: string) {
  const received = await receiveUploadForm(request, "image", prefix, {
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
      received.fields.set("image", upload.storageKey);
    }
  } catch (error) {
    await discard();
    throw error;
  }
  return { form: received.fields, images, discard };
}

/** A form's pictures by the field each came in, with the name it had on the sender's disk. */
type ImageFieldsResult =
  | {
      ok: true;
      form: FormData;
      images: Map<string, StoredImage & { originalName: string }>;
    }
  | { ok: false; form: FormData; field: string; problem: string };

/**
 * A form with a picture in any number of fields (`isImageField`), each optional: every one
 * chosen goes through the pipeline of receiveImageForm and is kept. Refused, the text fields
 * are still there, and nothing of the form stays stored.
 */
export async function receiveImageFields(
  request: Request,
  {
    prefix,
    isImageField,
    maxFiles,
    maxParts,
  }: {
    prefix: string;
    isImageField: (name: string) => boolean;
    maxFiles: number;
    maxParts: number;
  },
): Promise<ImageFieldsResult> {
  const received = await receiveUploadForm(request, isImageField, prefix, {
    kinds: imageKinds,
    wrongType: imageCopy.wrongType,
    maxFiles,
    maxParts,
  });
  if (!received.ok && received.storageFailed) throw new Error("Lagring av bildet feilet");
  if (!received.ok) {
    return {
      ok: false,
      form: received.fields,
      field: received.problemField ?? "",
      problem: received.problem ?? "",
    };
  }
  const images = new Map<string, StoredImage & { originalName: string }>();
  for (const upload of received.uploads) {
    const field = received.fileFields.get(upload.storageKey)!;
    const measured = await measureUploadedImage(upload);
    if (!measured.ok) {
      await discardUploads(received.uploads);
      return { ok: false, form: received.fields, field, problem: measured.problem };
    }
    images.set(field, { ...measured.image, originalName: upload.originalName });
  }
  return { ok: true, form: received.fields, images };
}

export async function deleteImages(keys: string[]) {
  await Promise.all(
    keys.map(async (key) => {
      await getStorage().delete(key);
      await purgeImageVariants(key);
    }),
  );
}
