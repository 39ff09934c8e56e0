import { z } from "zod";
import type { ContentDocument } from "./documents";

export const editorIntents = ["save", "preview", "publish"] as const;

/**
 * The editor's form: the document itself under `content`, the revision it was opened at (a
 * save based on an older one is refused), and the content as it was then (`base`), so a
 * refusal can show what the other editor changed. A document with pictures has a form schema
 * of its own (see ContentDocument).
 */
export function editorSchema(document: ContentDocument) {
  return z.object({
    intent: z.enum(editorIntents),
    revision: z.number().int().min(0),
    base: z.string().max(200_000).default(""),
    content: document.images?.formSchema ?? document.schema,
  });
}
