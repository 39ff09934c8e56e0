import { siteContentCopy } from "./copy";
import type { FieldSpec } from "./documents/fields";

export interface FieldChange {
  /** The line's place in the document, "faq.2.answer". */
  path: string;
  label: string;
  before: string;
  after: string;
}

/** `value` is what is compared; `shown`, when given, is how the table writes it. */
type Labelled = { label: string; value: string; shown?: string };

/**
 * Every field of a document as one labelled line of text ("Adresse – Poststed",
 * "Spørsmål 3 – Svar"), so two versions can be set side by side field by field.
 */
function flatten(
  fields: readonly FieldSpec[],
  data: unknown,
  labelPrefix = "",
): Map<string, Labelled> {
  const lines = new Map<string, Labelled>();
  const record = isRecord(data) ? data : {};
  for (const field of fields) {
    const value = record[field.name];
    const label = `${labelPrefix}${field.label}`;
    if (field.kind === "group") {
      for (const [path, line] of flatten(field.fields, value, `${label} – `))
        lines.set(`${field.name}.${path}`, line);
    } else if (field.kind === "image") {
      const photo = isRecord(value) ? value : {};
      lines.set(`${field.name}.src`, {
        label,
        value: text(photo.src),
        shown: text(photo.fileName) || siteContentCopy.image.newImage,
      });
      lines.set(`${field.name}.alt`, {
        label: `${label} – ${siteContentCopy.image.alt}`,
        value: text(photo.alt),
      });
    } else if (field.kind === "list") {
      (Array.isArray(value) ? value : []).forEach((item: unknown, index) => {
        const itemLabel = `${labelPrefix}${field.itemLabel} ${index + 1}`;
        if (typeof field.item === "string") {
          lines.set(`${field.name}.${index}`, { label: itemLabel, value: text(item) });
          return;
        }
        for (const [path, line] of flatten(field.item, item, `${itemLabel} – `))
          lines.set(`${field.name}.${index}.${path}`, line);
      });
    } else {
      lines.set(field.name, { label, value: text(value) });
    }
  }
  return lines;
}

/**
 * The fields whose text differs between two versions, in the editor's order. A picture is
 * compared by the stored file and written by its file name.
 */
export function compareContent(
  fields: readonly FieldSpec[],
  before: unknown,
  after: unknown,
): FieldChange[] {
  const old = flatten(fields, before);
  const current = flatten(fields, after);
  const paths = [...new Set([...old.keys(), ...current.keys()])];
  return paths
    .filter((path) => (old.get(path)?.value ?? "") !== (current.get(path)?.value ?? ""))
    .map((path) => {
      const [before, after] = [shown(old.get(path)), shown(current.get(path))];
      return {
        path,
        label: (current.get(path) ?? old.get(path))!.label,
        before,
        // A picture replaced by one of the same file name.
        after: after === before ? `${after} (${siteContentCopy.image.newImage})` : after,
      };
    });
}

function shown(line: Labelled | undefined) {
  return line ? (line.shown ?? line.value) : "";
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function text(value: unknown) {
  return typeof value === "string" || typeof value === "number" ? String(value) : "";
}
