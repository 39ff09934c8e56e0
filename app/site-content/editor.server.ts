import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "@remix-run/node";
import { formatDateTime } from "~/admin";
import { receiveImageFields } from "~/images/index.server";
import { redirectWithToast } from "~/toast/index.server";
import { compareContent } from "./compare";
import { siteContentCopy as copy } from "./copy";
import { contentDocuments, isContentKey, type ContentDocument, type ContentKey } from "./documents";
import { imageFileField } from "./documents/fields";
import { editorSchema } from "./editor-schema";
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
    fields: document.fields,
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
  const options = { basedOn: revision, editor, defaults: document.defaults };
  const saved =
    intent === "publish"
      ? await publishDraft(key, content, options)
      : await saveDraft(key, content, options);
  if (!saved.ok) {
    const { current } = saved;
    return data(
      {
        result: submission.reply({ formErrors: [copy.editor.conflict.title] }),
        conflict: {
          text: copy.editor.conflict.text(current.savedBy, formatDateTime(current.savedAt)),
          changes: compareContent(document.fields, parseBase(base, content), current.data),
          revision: current.revision,
          base: JSON.stringify(current.data),
        },
      },
      { status: 409 },
    );
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
