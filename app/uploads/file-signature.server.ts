import type { AttachmentKind } from "./attachment-rules";

const signatures: Record<AttachmentKind, Buffer> = {
  jpeg: Buffer.from([0xff, 0xd8, 0xff]),
  png: Buffer.from([0x89, 0x50, 0x4e, 0x47]),
  pdf: Buffer.from("%PDF-", "latin1"),
  ifc: Buffer.from("ISO-10303-21;", "latin1"),
};

const SIGNATURE_BYTES = Math.max(...Object.values(signatures).map((s) => s.length));

/** Whether a file's first bytes are what its name and type claim. IFC may start with a BOM or blank lines. */
function matchesSignature(kind: AttachmentKind, head: Buffer) {
  const signature = signatures[kind];
  if (kind !== "ifc") return head.subarray(0, signature.length).equals(signature);
  const text = head
    .toString("latin1")
    .replace(/^\uFEFF|^\xEF\xBB\xBF/, "")
    .trimStart();
  return text.startsWith(signature.toString("latin1"));
}

export class SignatureMismatchError extends Error {
  override name = "SignatureMismatchError";
}

/**
 * Passes a file's chunks through after checking its first bytes, holding back only those
 * few bytes, so the file is never buffered whole. Chunks pass as they are, uncopied.
 */
export async function* withCheckedSignature(
  kind: AttachmentKind,
  chunks: AsyncIterable<Buffer>,
  headBytes = kind === "ifc" ? 64 : SIGNATURE_BYTES,
) {
  const iterator = chunks[Symbol.asyncIterator]();
  const held: Buffer[] = [];
  let heldBytes = 0;
  while (heldBytes < headBytes) {
    const next = await iterator.next();
    if (next.done) break;
    held.push(next.value);
    heldBytes += next.value.length;
  }
  if (!matchesSignature(kind, Buffer.concat(held))) throw new SignatureMismatchError(kind);
  yield* held;
  for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
    yield next.value;
  }
}
