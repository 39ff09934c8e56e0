import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useCallback } from "react";
import { FormError } from "~/components/ui/field";
import { useCheckedForm } from "~/components/ui/use-checked-form";
import { useIsPending } from "~/hooks";
import type { FieldChange } from "../compare";
import { siteContentCopy } from "../copy";
import type { FieldSpec } from "../documents/fields";
import { ChangesTable } from "./changes-table";
import { type ConflictField, ConflictsProvider } from "./conflict-choice";
import { EditorBar } from "./editor-bar";
import { Fields, hasImages } from "./editor-fields";
import type { AnyField, AnyForm } from "./editor-types";
import { useGrowingTextareas } from "./text-field";
import { useWarnBeforeLeaving } from "./warn-before-leaving";

const copy = siteContentCopy.editor;

interface EditorConflict {
  text: string;
  who: string;
  changes: FieldChange[];
  fields: ConflictField[];
  revision: number;
  base: string;
}

/**
 * One document's editor: its fields as the document lays them out, and the bar at its foot
 * that says where the document stands and sends it one of three ways. A control the browser
 * scrolls to as it takes the focus stops above that bar, not under it.
 */
export function ContentEditor({
  documentKey,
  fields,
  content,
  revision,
  base,
  published,
  lastResult,
  conflict,
}: {
  documentKey: string;
  fields: readonly FieldSpec[];
  content: unknown;
  revision: number;
  base: string;
  /** Whether what is stored is also what visitors see (no unpublished draft). */
  published: boolean;
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
  useGrowingTextareas(form.id);
  const pending = useIsPending();
  const content$ = (formFields.content as unknown as AnyField).getFieldset();
  return (
    <Form
      method="post"
      encType={hasImages(fields) ? "multipart/form-data" : undefined}
      {...getFormProps(form)}
      {...loadChecks}
      noValidate
      className="space-y-6 [&_:is(input,textarea,select,button)]:scroll-mb-36"
    >
      <input type="hidden" name="revision" value={conflict?.revision ?? revision} />
      <input type="hidden" name="base" value={conflict?.base ?? base} />
      <FormError message={form.errors?.[0]} focus={!conflict} />
      {conflict ? <ConflictNotice conflict={conflict} /> : null}
      <ConflictsProvider value={conflict ?? null}>
        <Fields specs={fields} fieldset={content$} form={form as unknown as AnyForm} />
      </ConflictsProvider>
      <EditorBar
        state={form.dirty ? "unsaved" : published ? "published" : "draft"}
        pending={pending}
      />
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
