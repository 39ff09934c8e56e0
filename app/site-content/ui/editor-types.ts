import type { FieldMetadata, FormMetadata } from "@conform-to/react";

/** Conform's metadata for a field whose shape the document decides at run time. */
export type AnyField = FieldMetadata<string, Record<string, unknown>, string[]> & {
  getFieldset(): Record<string, AnyField>;
  getFieldList(): AnyField[];
};

export type AnyForm = FormMetadata<Record<string, unknown>, string[]>;
