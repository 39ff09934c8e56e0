import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "@remix-run/node";
import { formatDateTime } from "~/format";
import { receiveImageFields } from "~/images/index.server";
import { redirectWithToast } from "~/toast/index.server";
import { compareContent } from "./compare";
import { siteContentCopy as copy } from "./copy";
import { contentDocuments, isContentKey, type ContentDocument, type ContentKey } from "./documents";
import { imageFileField } from "./documents/fields";
import { type ContentPath, mergeContent } from "./merge";
import { editorSchema } from "./editor-schema";
import { withLengthLimits } from "./limits";
import { forgetPublished, previewParameter, readPublished } from "./read.server";
import {
  latestPublications,
  listVersions,
  publishDraft,
  readDraft,
  readVersion,
  restoreVersion,
  saveDraft,
  type Editor,
  type SaveResult,
} from "./store.server";

export function contentKeyOr404(key: string | undefined): ContentKey {
  if (!key || !isContentKey(key)) throw new Response(copy.notFound, { status: 404 });
  return key;
}

const editorPath = (key: ContentKey) => `/admin/innhold/${key}`;

/** What the editor opens with: the draft when it still fits the schema, else the published version. */
export async function loadEditor(key: ContentKey) {
  const document = contentDocuments[key];
  const draft = await readDraft(key);
  const parsed = draft ? document.schema.safeParse(draft.data) : null;
  const content = parsed?.success ? parsed.data : await readPublished(key);
  return {
    key,
    title: document.title,
    fields: withLengthLimits(document.fields, document.schema),
    content,
    base: JSON.stringify(content),
    revision: draft?.revision ?? 0,
    lastSaved: draft ? copy.editor.draftState(draft.savedBy, formatDateTime(draft.savedAt)) : null,
    unpublished: draft !== null && draft.publishedRevision !== draft.revision,
  };
}

/**
 * Save, preview or publish. A list button (add, remove, move) comes back as the form with
 * the change made, so it works without JavaScript; a stale save comes back refused with
 * the user's text kept and what the other editor changed. A refused picture comes back the
 * same way, its message beside its field.
 */
export async function answerEditor(request: Request, key: ContentKey, editor: Editor) {
  const document = contentDocuments[key];
  const { form, refusedImage } = await readEditorForm(request, document);
  const submission = parseWithZod(form, { schema: editorSchema(document) });
  if (refusedImage) {
    const fieldErrors = { [refusedImage.field]: [refusedImage.problem] };
    return data({ result: submission.reply({ fieldErrors }), conflict: null }, { status: 400 });
  }
  if (submission.status !== "success") {
    return data(
      { result: submission.reply(), conflict: null },
      { status: submission.status === "error" ? 400 : 200 },
    );
  }
  const { intent, revision, base, content } = submission.value;
  const write = (data: unknown, basedOn: number) => {
    const options = { basedOn, editor, defaults: document.defaults };
    return intent === "publish" ? publishDraft(key, data, options) : saveDraft(key, data, options);
  };
  const saved = await saveMerging(write, revision, parseBase(base, content), content);
  if (!saved.ok) {
    const { current, conflicts, merged } = saved;
    const result = submission.reply({
      formErrors: [copy.editor.conflict.title],
      fieldErrors: Object.fromEntries(
        conflicts.map((conflict) => [
          conflictFieldName(conflict.path),
          [copy.editor.conflict.field(current.savedBy)],
        ]),
      ),
    });
    const changes = compareContent(document.fields, merged, current.data);
    return data(
      {
        // The form comes back with the other editor's changes merged in, and this editor's
        // text where both changed the same field.
        result: {
          ...result,
          initialValue: {
            ...result.initialValue,
            content: formValues(merged),
          } as typeof result.initialValue,
        },
        conflict: {
          text: copy.editor.conflict.text(current.savedBy, formatDateTime(current.savedAt)),
          who: current.savedBy,
          changes: changes.filter((change) =>
            conflicts.some((conflict) => isWithin(change.path, conflict.path)),
          ),
          fields: conflicts.map((conflict) => ({
            name: conflictFieldName(conflict.path),
            theirs: formValues(conflict.theirs),
          })),
          revision: current.revision,
          base: JSON.stringify(current.data),
        },
        toast: {
          id: `innhold-konflikt-${current.revision}`,
          type: "error" as const,
          title: copy.editor.conflict.title,
          description: copy.editor.conflict.toast(current.savedBy, conflicts.length),
        },
      },
      { status: 409 },
    );
  }
  if (saved.merged) {
    if (intent === "publish") forgetPublished();
    if (intent !== "preview")
      return redirectWithToast(editorPath(key), copy.toasts.merged(intent, saved.savedBy));
  }
  if (intent === "publish") {
    forgetPublished();
    return redirectWithToast(editorPath(key), copy.toasts.published);
  }
  if (intent === "preview") return redirect(`${document.previewPath}?${previewParameter}=1`, 303);
  return redirectWithToast(editorPath(key), copy.toasts.saved);
}

/**
 * The editor's form. A document with pictures is sent as multipart: each chosen picture goes
 * through the image pipeline into storage, and its image field points at it before the form
 * is checked, so a picture sent with a form refused for a missing text is kept in the form. A
 * multipart form for any other document is read with the same caps, its files ignored.
 */
async function readEditorForm(request: Request, document: ContentDocument) {
  if (!request.headers.get("Content-Type")?.startsWith("multipart/form-data")) {
    return { form: await request.formData(), refusedImage: null };
  }
  const images = document.images;
  const fileSuffix = `.${imageFileField}`;
  const received = await receiveImageFields(request, {
    prefix: images?.prefix ?? "innhold",
    isImageField: (name) => Boolean(images) && name.endsWith(fileSuffix),
    maxFiles: images?.maxFiles ?? 0,
    maxParts: images?.maxParts ?? 40,
  });
  if (!received.ok) return { form: received.form, refusedImage: received };
  for (const [fileField, image] of received.images) {
    const field = fileField.slice(0, -fileSuffix.length);
    received.form.set(`${field}.src`, image.key);
    received.form.set(`${field}.width`, String(image.width));
    received.form.set(`${field}.height`, String(image.height));
    received.form.set(`${field}.fileName`, image.originalName);
  }
  return { form: received.form, refusedImage: null };
}

type Write = (data: unknown, basedOn: number) => Promise<SaveResult>;

/** A save over one another editor made since can be merged into a few times before it gives up. */
const MERGE_ATTEMPTS = 3;

/**
 * Saves the form; when someone saved since it was opened, merges their changes in field by
 * field and saves that instead. Only fields both changed differently are refused, with what
 * is saved now and the merged form to show.
 */
async function saveMerging(write: Write, revision: number, base: unknown, mine: unknown) {
  let saved = await write(mine, revision);
  for (let attempt = 1; !saved.ok; attempt++) {
    const { current } = saved;
    const { merged, conflicts } = mergeContent(base, current.data, mine);
    if (conflicts.length || attempt > MERGE_ATTEMPTS)
      return { ok: false as const, current, merged, conflicts };
    saved = await write(merged, current.revision);
    if (saved.ok) return { ...saved, merged: true, savedBy: current.savedBy };
  }
  return { ...saved, merged: false, savedBy: "" };
}

/** ["faq", 2, "answer"] → "content.faq[2].answer", the form's name for it. */
function conflictFieldName(path: ContentPath) {
  return path.reduce<string>(
    (name, step) => (typeof step === "number" ? `${name}[${step}]` : `${name}.${step}`),
    "content",
  );
}

/** Whether a compared line ("faq.2.answer") is the conflicting field or inside it. */
function isWithin(changePath: string, conflictPath: ContentPath) {
  const prefix = conflictPath.join(".");
  return changePath === prefix || changePath.startsWith(`${prefix}.`);
}

/** Stored content as a form's values: every number a text, as the browser sends it. */
function formValues(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(formValues);
  if (typeof value === "object" && value !== null)
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, formValues(item)]));
  return typeof value === "number" ? String(value) : value;
}

/** The content the form was opened with, as the browser sent it back; the submitted text if it cannot be read. */
function parseBase(base: string, fallback: unknown): unknown {
  try {
    return JSON.parse(base) as unknown;
  } catch {
    return fallback;
  }
}

export async function loadHistory(key: ContentKey) {
  const versions = await listVersions(key);
  return {
    key,
    title: contentDocuments[key].title,
    versions: versions.map((version) => ({
      version: version.version,
      publishedBy: version.publishedBy,
      publishedAt: formatDateTime(version.publishedAt),
    })),
  };
}

/** One version beside what visitors see now, field by field. */
export async function loadComparison(key: ContentKey, versionParam: string | undefined) {
  const document = contentDocuments[key];
  const version = /^\d{1,9}$/.test(versionParam ?? "") ? Number(versionParam) : 0;
  const [earlier, latest] = await Promise.all([readVersion(key, version), listVersions(key)]);
  if (!earlier) throw new Response(copy.compare.notFound, { status: 404 });
  return {
    key,
    title: document.title,
    version,
    current: latest[0]!.version,
    publishedBy: earlier.publishedBy,
    publishedAt: formatDateTime(earlier.publishedAt),
    changes: compareContent(document.fields, earlier.data, await readPublished(key)),
  };
}

export async function restore(key: ContentKey, versionParam: string | undefined, editor: Editor) {
  const version = /^\d{1,9}$/.test(versionParam ?? "") ? Number(versionParam) : 0;
  const restored = await restoreVersion(key, version, { editor });
  if (restored === null) throw new Response(copy.compare.notFound, { status: 404 });
  forgetPublished();
  return redirectWithToast(editorPath(key), copy.toasts.restored(version));
}

/** Every document with where it stands: defaults only, published, or a draft waiting. */
export async function listContentDocuments() {
  const { versions, drafts } = await latestPublications();
  return Object.values(contentDocuments).map((document) => {
    const published = versions.find((version) => version.key === document.key)?._max.publishedAt;
    const draft = drafts.find((row) => row.key === document.key);
    const status = !published
      ? draft
        ? copy.list.unpublishedDraft
        : copy.list.neverPublished
      : draft && draft.publishedRevision !== draft.revision
        ? copy.list.unpublishedDraft
        : copy.list.upToDate;
    return {
      key: document.key,
      title: document.title,
      description: document.description,
      status,
      published: published ? formatDateTime(published) : null,
    };
  });
}
