import type { FieldSpec } from "../documents/fields";
import { ConflictFrame, useConflict } from "./conflict-choice";
import type { AnyField, AnyForm } from "./editor-types";
import { ImageField } from "./image-field";
import { ListField } from "./list-field";
import { EditorTextField } from "./text-field";

/** A document's fields as it lays them out; groups and list items hold fields of their own. */
export function Fields({
  specs,
  fieldset,
  form,
}: {
  specs: readonly FieldSpec[];
  fieldset: Record<string, AnyField>;
  form: AnyForm;
}) {
  return (
    <>
      {specs.map((spec) => (
        <SpecField key={spec.name} spec={spec} field={fieldset[spec.name]!} form={form} />
      ))}
    </>
  );
}

function SpecField({ spec, field, form }: { spec: FieldSpec; field: AnyField; form: AnyForm }) {
  // Both editors changed this field: the editor lands in it, with or without JavaScript.
  const autoFocus = useConflict(field.name)?.first;
  if (spec.kind === "group") {
    return (
      <fieldset className="space-y-2 rounded-md border p-4">
        <legend className="px-1 font-medium">{spec.label}</legend>
        <Fields specs={spec.fields} fieldset={field.getFieldset()} form={form} />
      </fieldset>
    );
  }
  return (
    <ConflictFrame name={field.name} form={form}>
      {spec.kind === "list" ? (
        <ListField spec={spec} field={field} form={form} />
      ) : spec.kind === "image" ? (
        <ImageField label={spec.label} field={field} />
      ) : (
        <EditorTextField
          kind={spec.kind}
          field={field}
          label={spec.label}
          help={spec.help}
          max={spec.max}
          rows={spec.rows}
          autoFocus={autoFocus}
        />
      )}
    </ConflictFrame>
  );
}

/** Whether the form carries pictures, and so must be sent as multipart. */
export function hasImages(specs: readonly FieldSpec[]): boolean {
  return specs.some(
    (spec) =>
      spec.kind === "image" ||
      (spec.kind === "group" && hasImages(spec.fields)) ||
      (spec.kind === "list" && typeof spec.item !== "string" && hasImages(spec.item)),
  );
}
