import { randomUUID } from "node:crypto";
import { FileTooLargeError, getStorage } from "~/storage/index.server";
import { countUploadBytes, log } from "~/observability/index.server";
import {
  type AttachmentKind,
  attachmentCopy,
  claimedKind,
  cleanAttachmentName,
  extensionOf,
  MAX_ATTACHMENT_BYTES,
  MAX_ATTACHMENTS,
} from "./attachment-rules";
import { SignatureMismatchError, withCheckedSignature } from "./file-signature.server";
import { formBoundary, type MultipartPart, parseMultipart } from "./multipart.server";

export type StoredUpload = {
  storageKey: string;
  originalName: string;
  contentType: string;
  size: number;
};

/**
 * `problem` is the visitor's message for the first bad file; `storageFailed` means storage
 * was down. Either way nothing was kept. The text fields are always there.
 */
export type UploadForm =
  | {
      ok: true;
      fields: FormData;
      uploads: StoredUpload[];
      /** The form field each file came in, by storage key, for a form with several. */
      fileFields: Map<string, string>;
    }
  | {
      ok: false;
      fields: FormData;
      problem?: string;
      /** The file field whose file `problem` is about. */
      problemField?: string;
      storageFailed?: boolean;
    };

/**
 * Asked once, at the first file part, with the text fields that came before it: store the
 * files, skip them (read past, keep nothing) or stop reading the body at all.
 */
type FileAdmission = (fields: FormData) => Promise<"store" | "skip" | "stop">;

const MAX_TEXT_FIELD_BYTES = 20_000;
const MAX_PARTS = 40;

export class MalformedFormError extends Error {
  override name = "MalformedFormError";
  /** The text fields read before the body broke off or broke a limit. */
  readonly fields: FormData;

  constructor(message: string, { cause, fields }: { cause?: unknown; fields?: FormData } = {}) {
    super(message, { cause });
    this.fields = fields ?? new FormData();
  }
}

/** Narrows what a form takes; by default every attachment kind, the spec's messages and MAX_ATTACHMENTS. */
export type UploadRules = {
  kinds?: readonly AttachmentKind[];
  wrongType?: (filename: string) => string;
  maxFiles?: number;
  tooMany?: string;
  admitFiles?: FileAdmission;
  /** For forms whose text is long by nature, such as a forwarded e-mail's HTML. */
  maxTextFieldBytes?: number;
  /** For forms with many fields by nature, such as a list of people with a picture each. */
  maxParts?: number;
  /** For a form whose whole body has a cap of its own (an inbound mail's 30 MB). */
  maxBodyBytes?: number;
};

/**
 * Streams every file of a multipart form straight to storage under `<prefix>/<uuid><ext>`,
 * checking name, type, size and first bytes on the way. When any file fails, nothing the
 * form stored is kept, and the visitor gets the spec's message for the first bad file.
 */
export async function receiveUploadForm(
  request: Request,
  /** The file field's name, or a test for several (an inbound mail's attachment1, attachment2, …). */
  fileField: string | ((name: string) => boolean),
  prefix: string,
  {
    kinds,
    wrongType = attachmentCopy.wrongType,
    maxFiles = MAX_ATTACHMENTS,
    tooMany = attachmentCopy.tooMany,
    admitFiles,
    maxTextFieldBytes = MAX_TEXT_FIELD_BYTES,
    maxParts = MAX_PARTS,
    maxBodyBytes,
  }: UploadRules = {},
): Promise<UploadForm> {
  const uploads: StoredUpload[] = [];
  const fileFields = new Map<string, string>();
  let problem: string | undefined;
  let problemField: string | undefined;
  let storageFailed = false;
  let admission: "store" | "skip" | "stop" | undefined;

  const fields = new FormData();
  const isFileField =
    typeof fileField === "string" ? (name: string) => name === fileField : fileField;

  async function handlePart(part: MultipartPart) {
    if (part.filename === undefined)
      return fields.append(part.name, await readTextField(part.data));
    admission ??= admitFiles ? await admitFiles(fields) : "store";
    if (admission === "stop") return "stop";
    // A file part not kept is left unread; the parser skips it on the way to the next part.
    if (admission === "skip") return;
    if (!isFileField(part.name) || !part.filename || problem || storageFailed) return;
    if (uploads.length >= maxFiles) {
      problem = tooMany;
      problemField = part.name;
      return;
    }
    const result = await storeFile(part, prefix, { kinds, wrongType });
    if ("upload" in result) {
      uploads.push(result.upload);
      fileFields.set(result.upload.storageKey, part.name);
    } else if (result.problem) {
      problem = result.problem;
      problemField = part.name;
    } else storageFailed = true;
  }

  try {
    const boundary = formBoundary(request.headers.get("Content-Type") ?? "");
    if (!boundary || !request.body) throw new MalformedFormError("skjemaet er ikke multipart");
    const limits = { maxFieldBytes: maxTextFieldBytes, maxParts, maxBodyBytes };
    for await (const part of parseMultipart(request.body, boundary, limits)) {
      if ((await handlePart(part)) === "stop") break;
    }
  } catch (error) {
    await discardUploads(uploads);
    throw new MalformedFormError("skjemaet kunne ikke leses", { cause: error, fields });
  }
  // Turned away at the first file: the caller's admission already knows why.
  if (admission === "stop") return { ok: false, fields };
  if (problem || storageFailed) {
    await discardUploads(uploads);
    return { ok: false, fields, problem, problemField, storageFailed };
  }
  return { ok: true, fields, uploads, fileFields };
}

type StoreResult = { upload: StoredUpload } | { problem?: string };

async function storeFile(
  part: MultipartPart,
  prefix: string,
  { kinds, wrongType }: Required<Pick<UploadRules, "wrongType">> & Pick<UploadRules, "kinds">,
): Promise<StoreResult> {
  const filename = cleanAttachmentName(part.filename ?? "");
  const kind = claimedKind(filename, part.contentType);
  if (!kind || (kinds && !kinds.includes(kind))) return { problem: wrongType(filename) };
  const storageKey = `${prefix}/${randomUUID()}${extensionOf(filename)}`;
  const storage = getStorage();
  try {
    const stored = await storage.put(storageKey, withCheckedSignature(kind, part.data), {
      contentType: part.contentType || "application/octet-stream",
      maxBytes: MAX_ATTACHMENT_BYTES,
    });
    countUploadBytes(stored.size);
    return {
      upload: {
        storageKey,
        originalName: filename,
        contentType: stored.contentType,
        size: stored.size,
      },
    };
  } catch (error) {
    await storage.delete(storageKey).catch(() => undefined);
    if (error instanceof FileTooLargeError) return { problem: attachmentCopy.tooLarge(filename) };
    if (error instanceof SignatureMismatchError) return { problem: wrongType(filename) };
    log.error({ err: error }, "Lagring av vedlegg feilet");
    return {};
  }
}

/** A text field's value; the parser has refused one over the form's limit already. */
async function readTextField(data: AsyncIterable<Buffer>) {
  const chunks: Buffer[] = [];
  for await (const chunk of data) chunks.push(chunk);
  return Buffer.concat(chunks).toString("utf8");
}

export async function discardUploads(uploads: StoredUpload[]) {
  const storage = getStorage();
  await Promise.allSettled(uploads.map((upload) => storage.delete(upload.storageKey)));
}
