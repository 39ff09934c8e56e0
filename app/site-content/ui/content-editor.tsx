import {
  getFormProps,
  getInputProps,
  getTextareaProps,
  type FieldMetadata,
  type FormMetadata,
  type SubmissionResult,
} from "@conform-to/react";
import { Form, useBlocker } from "@remix-run/react";
import ArrowDown from "lucide-react/icons/arrow-down";
import ArrowUp from "lucide-react/icons/arrow-up";
import Plus from "lucide-react/icons/plus";
import Trash from "lucide-react/icons/trash-2";
import { useCallback, useEffect } from "react";
import { Button } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { Field, FormError, TextareaField } from "~/components/ui/field";
import { StatusButton } from "~/components/ui/status-button";
import { useCheckedForm } from "~/components/ui/use-checked-form";
import { useIsPending } from "~/hooks";
import { imageUrl } from "~/images";
import type { FieldChange } from "../compare";
import { siteContentCopy } from "../copy";
import { imageFileField, type FieldSpec } from "../documents/fields";
import { ChangesTable } from "./changes-table";
import {
  ConflictFrame,
  type ConflictField,
  ConflictsProvider,
  useConflict,
} from "./conflict-choice";
import { DragHandle, useDragToReorder } from "./drag-to-reorder";

const copy = siteContentCopy.editor;
const imageCopy = siteContentCopy.image;

// Conform's metadata for a field whose shape the document decides at run time.
type AnyField = FieldMetadata<string, Record<string, unknown>, string[]> & {
  getFieldset(): Record<string, AnyField>;
  getFieldList(): AnyField[];
};
type AnyForm = FormMetadata<Record<string, unknown>, string[]>;

interface EditorConflict {
  text: string;
  who: string;
  changes: FieldChange[];
  fields: ConflictField[];
  revision: number;
  base: string;
}

/**
 * One document's editor: its fields as the document lays them out, list items added,
 * removed and moved by buttons that post (so they work without JavaScript), and the three
 * ways to send it.
 */
export function ContentEditor({
  documentKey,
  fields,
  content,
  revision,
  base,
  lastResult,
  conflict,
}: {
  documentKey: string;
  fields: readonly FieldSpec[];
  content: unknown;
  revision: number;
  base: string;
  lastResult?: SubmissionResult<string[]> | null;
  conflict?: EditorConflict | null;
}) {
  const loadSchema = useCallback(
    () =>
      Promise.all([import("../documents"), import("../editor-schema")]).then(
        ([documents, schema]) =>
          schema.editorSchema(documents.contentDocuments[documentKey as "company"]),
      ),
    [documentKey],
  );
  const [form, formFields, loadChecks] = useCheckedForm({
    id: `innhold-${documentKey}`,
    lastResult: lastResult ?? undefined,
    defaultValue: { content } as Record<string, unknown>,
    loadSchema,
  });
  useWarnBeforeLeaving(form.dirty, form.id);
  const pending = useIsPending();
  const content$ = (formFields.content as unknown as AnyField).getFieldset();
  return (
    <Form
      method="post"
      encType={hasImages(fields) ? "multipart/form-data" : undefined}
      {...getFormProps(form)}
      {...loadChecks}
      noValidate
      className="space-y-6"
    >
      <input type="hidden" name="revision" value={conflict?.revision ?? revision} />
      <input type="hidden" name="base" value={conflict?.base ?? base} />
      <FormError message={form.errors?.[0]} focus={!conflict} />
      {conflict ? <ConflictNotice conflict={conflict} /> : null}
      <ConflictsProvider value={conflict ?? null}>
        <Fields specs={fields} fieldset={content$} form={form as unknown as AnyForm} />
      </ConflictsProvider>
      <div className="flex flex-wrap gap-3 border-t pt-6">
        <StatusButton
          type="submit"
          name="intent"
          value="save"
          variant="outline"
          status={pending ? "pending" : "idle"}
        >
          {copy.save}
        </StatusButton>
        <Button type="submit" name="intent" value="preview" variant="outline" disabled={pending}>
          {copy.preview}
        </Button>
        <Button type="submit" name="intent" value="publish" disabled={pending}>
          {copy.publish}
        </Button>
      </div>
    </Form>
  );
}

function ConflictNotice({ conflict }: { conflict: EditorConflict }) {
  return (
    <section className="space-y-3 rounded-md border border-destructive p-4 text-sm">
      <p>{conflict.text}</p>
      <p className="font-medium">{copy.conflict.changed}</p>
      <ChangesTable
        changes={conflict.changes}
        beforeLabel={copy.conflict.yours}
        afterLabel={copy.conflict.theirs}
      />
    </section>
  );
}

function Fields({
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
  switch (spec.kind) {
    case "text":
    case "number":
      return (
        <ConflictFrame name={field.name} form={form}>
          <Field
            label={spec.label}
            description={spec.help}
            errors={field.errors}
            inputProps={{
              ...getInputProps(field, { type: spec.kind === "number" ? "number" : "text" }),
              autoFocus,
            }}
          />
        </ConflictFrame>
      );
    case "textarea":
      return (
        <ConflictFrame name={field.name} form={form}>
          <TextareaField
            label={spec.label}
            description={spec.help}
            errors={field.errors}
            textareaProps={{ ...getTextareaProps(field), rows: spec.rows ?? 4, autoFocus }}
          />
        </ConflictFrame>
      );
    case "group":
      return (
        <fieldset className="space-y-2 rounded-md border p-4">
          <legend className="px-1 font-medium">{spec.label}</legend>
          <Fields specs={spec.fields} fieldset={field.getFieldset()} form={form} />
        </fieldset>
      );
    case "list":
      return (
        <ConflictFrame name={field.name} form={form}>
          <ListField spec={spec} field={field} form={form} />
        </ConflictFrame>
      );
    case "image":
      return (
        <ConflictFrame name={field.name} form={form}>
          <ImageField label={spec.label} field={field} />
        </ConflictFrame>
      );
  }
}

/** Whether the form carries pictures, and so must be sent as multipart. */
function hasImages(specs: readonly FieldSpec[]): boolean {
  return specs.some(
    (spec) =>
      spec.kind === "image" ||
      (spec.kind === "group" && hasImages(spec.fields)) ||
      (spec.kind === "list" && typeof spec.item !== "string" && hasImages(spec.item)),
  );
}

/**
 * A picture and its alt text. The stored picture travels in hidden fields; a file chosen
 * replaces it when the form is sent, and none keeps it.
 */
function ImageField({ label, field }: { label: string; field: AnyField }) {
  const photo = field.getFieldset();
  const [src, width, height, fileName, file, alt] = (
    ["src", "width", "height", "fileName", imageFileField, "alt"] as const
  ).map((name) => photo[name]!);
  const stored = typeof src!.value === "string" && src!.value ? src!.value : null;
  const thumbnailHeight = Math.round((80 * Number(height!.value)) / Number(width!.value)) || 100;
  return (
    <fieldset className="space-y-2 rounded-md border p-4">
      <legend className="px-1 text-sm font-medium">{label}</legend>
      {[src, width, height, fileName].map((hidden) => {
        const { key: _conformKey, ...props } = getInputProps(hidden!, { type: "hidden" });
        return <input key={hidden!.name} {...props} />;
      })}
      {stored ? (
        <div className="flex items-center gap-3">
          <img
            src={stored.startsWith("/") ? stored : imageUrl(stored, { width: 320 })}
            alt=""
            width={80}
            height={thumbnailHeight}
            className="h-auto w-20 rounded bg-muted object-cover"
          />
          <p className="text-sm text-muted-foreground">
            {imageCopy.current(String(fileName!.value ?? ""))}
          </p>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">{imageCopy.none}</p>
      )}
      <Field
        label={stored ? imageCopy.replace : imageCopy.file}
        description={imageCopy.fileHelp}
        errors={file!.errors}
        inputProps={{
          ...getInputProps(file!, { type: "file" }),
          variant: "file",
          accept: "image/jpeg,image/png,.jpg,.jpeg,.png",
        }}
      />
      <Field
        label={imageCopy.alt}
        description={imageCopy.altHelp}
        errors={alt!.errors}
        inputProps={getInputProps(alt!, { type: "text" })}
      />
    </fieldset>
  );
}

function ListField({
  spec,
  field,
  form,
}: {
  spec: Extract<FieldSpec, { kind: "list" }>;
  field: AnyField;
  form: AnyForm;
}) {
  const items = field.getFieldList();
  // The type of a list item is the document's, which this generic form cannot name.
  const emptyItem = emptyItemOf(spec) as never;
  const drag = useDragToReorder((from, to) => form.reorder({ name: field.name, from, to }));
  return (
    <fieldset className="space-y-4 rounded-md border p-4">
      <legend className="px-1 font-medium">{spec.label}</legend>
      <ol className="space-y-4">
        {items.map((item, index) => {
          const position = index + 1;
          const heading = copy.itemHeading(spec.itemLabel, position);
          return (
            <li
              key={item.key}
              className={cn(
                "space-y-2 rounded-md bg-card/60 p-3",
                drag.target === index && "ring-2 ring-primary",
              )}
              {...drag.itemProps(index)}
            >
              {spec.item === "text" ? (
                <ConflictFrame name={item.name} form={form}>
                  <Field
                    label={heading}
                    errors={item.errors}
                    inputProps={getInputProps(item, { type: "text" })}
                  />
                </ConflictFrame>
              ) : spec.item === "textarea" ? (
                <ConflictFrame name={item.name} form={form}>
                  <TextareaField
                    label={heading}
                    errors={item.errors}
                    textareaProps={{ ...getTextareaProps(item), rows: 4 }}
                  />
                </ConflictFrame>
              ) : (
                <fieldset className="space-y-2">
                  <legend className="text-sm font-medium">{heading}</legend>
                  <Fields specs={spec.item} fieldset={item.getFieldset()} form={form} />
                </fieldset>
              )}
              <div className="flex flex-wrap gap-2">
                <DragHandle {...drag.handleProps(index)} />
                <Button
                  variant="outline"
                  size="sm"
                  disabled={index === 0}
                  aria-label={copy.moveUp(spec.itemLabel, position)}
                  {...form.reorder.getButtonProps({ name: field.name, from: index, to: index - 1 })}
                >
                  <ArrowUp aria-hidden />
                </Button>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={index === items.length - 1}
                  aria-label={copy.moveDown(spec.itemLabel, position)}
                  {...form.reorder.getButtonProps({ name: field.name, from: index, to: index + 1 })}
                >
                  <ArrowDown aria-hidden />
                </Button>
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={copy.remove(spec.itemLabel, position)}
                  {...form.remove.getButtonProps({ name: field.name, index })}
                >
                  <Trash aria-hidden />
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
      <div id={field.errorId} className="min-h-5 text-sm text-red-400">
        {field.errors?.length ? <p role="alert">{field.errors.join(" ")}</p> : null}
      </div>
      <Button
        variant="outline"
        size="sm"
        {...form.insert.getButtonProps({ name: field.name, defaultValue: emptyItem })}
      >
        <Plus aria-hidden />
        {copy.add(spec.itemLabel)}
      </Button>
    </fieldset>
  );
}

/** A new item of a list: empty texts, and empty lists inside it. */
function emptyItemOf(spec: Extract<FieldSpec, { kind: "list" }>): unknown {
  return typeof spec.item === "string" ? "" : emptyFieldsOf(spec.item);
}

function emptyFieldsOf(specs: readonly FieldSpec[]): Record<string, unknown> {
  return Object.fromEntries(
    specs.map((spec) => [
      spec.name,
      spec.kind === "list"
        ? []
        : spec.kind === "group"
          ? emptyFieldsOf(spec.fields)
          : spec.kind === "image"
            ? {}
            : "",
    ]),
  );
}

/**
 * With JavaScript, leaving with unsaved changes asks first: closing or reloading the tab (the
 * browser's own question) and following a link within the site (ours). Sending the form is
 * not leaving. React takes the tab's question away a moment after the editor has left the
 * page; in that moment there is nothing left to lose, so nothing is asked.
 */
function useWarnBeforeLeaving(dirty: boolean, formId: string) {
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (!document.getElementById(formId)) return;
      event.preventDefault();
      event.returnValue = copy.unsavedWarning;
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty, formId]);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== "blocked") return;
    if (window.confirm(copy.unsavedWarning)) blocker.proceed();
    else blocker.reset();
  }, [blocker]);
}
