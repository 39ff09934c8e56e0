import { z } from "zod";
import { siteContentCopy } from "../copy";

const { errors } = siteContentCopy;

/**
 * How the editor shows one field of a document, and what the comparison calls it. A list
 * holds either one text per item (`item: "text"`, or `"textarea"` for a paragraph) or a group
 * of fields per item; a group or a list item may hold lists of its own. An image is a picture
 * with its alt text, sent through the image pipeline with the form.
 */
export type FieldSpec =
  | {
      kind: "text" | "textarea" | "number";
      name: string;
      label: string;
      help?: string;
      /** A textarea's height in lines; long texts such as a legal page's body get more. */
      rows?: number;
      /** The most characters, from the schema (see withLengthLimits); not written by hand. */
      max?: number;
    }
  | { kind: "group"; name: string; label: string; fields: readonly FieldSpec[] }
  | { kind: "image"; name: string; label: string }
  | {
      kind: "list";
      name: string;
      label: string;
      itemLabel: string;
      item: "text" | "textarea" | readonly FieldSpec[];
      /** A text item's most characters, from the schema like `max`. */
      itemMax?: number;
    };

/** The file input of an image field, beside its stored `src`, `width`, `height`, `fileName` and `alt`. */
export const imageFileField = "file";

/** A required line of text, at most `max` characters, trimmed. */
export function requiredText(label: string, max: number) {
  return z
    .string({ error: errors.required(label) })
    .trim()
    .min(1, errors.required(label))
    .max(max, errors.tooLong(label, max));
}
