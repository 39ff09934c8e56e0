import { withoutInvisibleCharacters } from "~/forms";

/** Limits and messages for files visitors send; shared by the browser check and the server. */
export const MAX_ATTACHMENT_BYTES = 17 * 1024 * 1024;
export const MAX_ATTACHMENTS = 10;

export const attachmentAccept = "image/jpeg,image/png,application/pdf,.jpg,.jpeg,.png,.pdf,.ifc";

export const attachmentCopy = {
  label: "Vedlegg",
  help: "Støttede formater: JPG, PNG, PDF, IFC. Maks størrelse: 17MB",
  errorTitle: "Feil ved opplasting",
  remove: (filename: string) => `Fjern ${filename}`,
  /** Beside the picker of a form the server sent back: a browser never puts picked files back. */
  chooseAgain: "Hadde du valgt vedlegg, må du velge dem på nytt.",
  tooLarge: (filename: string) => `Filen ${filename} er for stor. Maksimal størrelse er 17MB.`,
  wrongType: (filename: string) =>
    `Filen ${filename} er ikke i riktig format. Tillatte formater er JPG, PNG og PDF.`,
  tooMany: `Du kan legge ved opptil ${MAX_ATTACHMENTS} filer per henvendelse.`,
} as const;

export type AttachmentKind = "jpeg" | "png" | "pdf" | "ifc";

const kindsByExtension: Record<string, AttachmentKind> = {
  ".jpg": "jpeg",
  ".jpeg": "jpeg",
  ".png": "png",
  ".pdf": "pdf",
  ".ifc": "ifc",
};

/** Browsers name IFC files inconsistently, so IFC accepts the STEP types and "no type". */
const mimeTypesByKind: Record<AttachmentKind, readonly string[]> = {
  jpeg: ["image/jpeg", "image/jpg", "image/pjpeg"],
  png: ["image/png"],
  pdf: ["application/pdf"],
  ifc: ["application/x-step", "application/octet-stream", "model/ifc", "application/ifc", ""],
};

export function extensionOf(filename: string) {
  const dot = filename.lastIndexOf(".");
  return dot > 0 ? filename.slice(dot).toLowerCase() : "";
}

/** The kind of file a name and MIME type claim to be, or null when either is not allowed. */
export function claimedKind(filename: string, mimeType: string): AttachmentKind | null {
  const kind = kindsByExtension[extensionOf(filename)];
  if (!kind) return null;
  return mimeTypesByKind[kind].includes(mimeType.toLowerCase()) ? kind : null;
}

/** The first problem with a picked file, as the visitor should read it, or null. */
export function attachmentProblem(file: { name: string; size: number; type: string }) {
  if (!claimedKind(file.name, file.type)) return attachmentCopy.wrongType(file.name);
  if (file.size > MAX_ATTACHMENT_BYTES) return attachmentCopy.tooLarge(file.name);
  return null;
}

/**
 * The browser's file name without control, bidirectional and other invisible characters, or
 * "fil" when nothing is left: a name is shown to staff and sent in e-mails, where U+202E can
 * make "gpj.exe" read as "exe.jpg", and PostgreSQL refuses NUL in text outright.
 */
export function cleanAttachmentName(filename: string) {
  return withoutInvisibleCharacters(filename).trim() || "fil";
}
