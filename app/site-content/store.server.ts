import { isUniqueViolation, prisma, type Database } from "~/db/index.server";
import type { Prisma } from "~/generated/prisma/client";
import { siteContentCopy } from "./copy";

/** Who did something to a document, as the history and the conflict message name them. */
export type Editor = { email: string; name?: string | null };

type Options = { db?: Database };

export interface DraftState {
  data: unknown;
  revision: number;
  publishedRevision: number | null;
  savedBy: string;
  savedAt: Date;
}

export type SaveResult = { ok: true; revision: number } | { ok: false; current: DraftState };

const editorName = (editor: Editor) => editor.name || editor.email;

/** Who "published" the defaults, in the history. */
const defaultsAuthor = siteContentCopy.history.defaultsAuthor;

export async function readDraft(key: string, { db = prisma }: Options = {}) {
  const draft = await db.contentDraft.findUnique({ where: { key } });
  return draft ? toDraftState(draft) : null;
}

function toDraftState(draft: {
  data: unknown;
  revision: number;
  publishedRevision: number | null;
  savedBy: string;
  savedAt: Date;
}): DraftState {
  const { data, revision, publishedRevision, savedBy, savedAt } = draft;
  return { data, revision, publishedRevision, savedBy, savedAt };
}

/**
 * Saves the draft if nobody saved it since `basedOn` (0: there was no draft), in one
 * conditional write, so of two editors who opened the same revision only the first wins;
 * the second gets what is stored now. One statement, not a transaction: on SQLite two
 * transactions that read before they write wait on each other until one times out.
 */
export async function saveDraft(
  key: string,
  data: unknown,
  { basedOn, editor, db = prisma }: Options & { basedOn: number; editor: Editor },
): Promise<SaveResult> {
  const revision = basedOn + 1;
  const values = {
    data: data as Prisma.InputJsonValue,
    savedBy: editorName(editor),
    savedAt: new Date(),
  };
  if (basedOn === 0) {
    try {
      await db.contentDraft.create({ data: { key, revision, ...values } });
      return { ok: true, revision };
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  } else {
    const updated = await db.contentDraft.updateMany({
      where: { key, revision: basedOn },
      data: { revision, ...values },
    });
    if (updated.count === 1) return { ok: true, revision };
  }
  const current = await readDraft(key, { db });
  // A revision for a draft that does not exist: nothing to lose, so it is a first save.
  if (!current) return saveDraft(key, data, { basedOn: 0, editor, db });
  return { ok: false, current };
}

/**
 * Saves the draft (refused like any save if it is stale) and publishes it as the next
 * version. The first publish records the defaults as version 1 before it, so what the site
 * showed until then stays in the history and can be restored.
 */
export async function publishDraft(
  key: string,
  data: unknown,
  options: Options & { basedOn: number; editor: Editor; defaults: unknown },
): Promise<SaveResult> {
  const { editor, defaults, db = prisma } = options;
  const saved = await saveDraft(key, data, options);
  if (!saved.ok) return saved;
  if (!(await db.contentVersion.findFirst({ where: { key }, select: { id: true } }))) {
    await addVersion(db, key, defaults, { email: defaultsAuthor });
  }
  await addVersion(db, key, data, editor);
  await db.contentDraft.updateMany({
    where: { key, revision: saved.revision },
    data: { publishedRevision: saved.revision },
  });
  return saved;
}

/**
 * Publishes an earlier version's content as a new version, and makes it the draft too, with
 * a new revision, so an editor still holding the replaced draft is told rather than silently
 * overwriting it.
 */
export async function restoreVersion(
  key: string,
  version: number,
  { editor, db = prisma }: Options & { editor: Editor },
) {
  const earlier = await readVersion(key, version, { db });
  if (!earlier) return null;
  const published = await addVersion(db, key, earlier.data, editor);
  for (;;) {
    const draft = await readDraft(key, { db });
    const saved = await saveDraft(key, earlier.data, {
      basedOn: draft?.revision ?? 0,
      editor,
      db,
    });
    if (!saved.ok) continue;
    await db.contentDraft.updateMany({
      where: { key, revision: saved.revision },
      data: { publishedRevision: saved.revision },
    });
    return published.version;
  }
}

/** The next version number; two publishing at once both get one, as the key is unique. */
async function addVersion(db: Database, key: string, data: unknown, editor: Editor) {
  for (;;) {
    const latest = await db.contentVersion.findFirst({
      where: { key },
      orderBy: { version: "desc" },
      select: { version: true },
    });
    try {
      return await db.contentVersion.create({
        data: {
          key,
          version: (latest?.version ?? 0) + 1,
          data: data as Prisma.InputJsonValue,
          publishedBy: editorName(editor),
        },
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
}

export function listVersions(key: string, { db = prisma }: Options = {}) {
  return db.contentVersion.findMany({
    where: { key },
    orderBy: { version: "desc" },
    select: { version: true, publishedBy: true, publishedAt: true },
  });
}

export function readVersion(key: string, version: number, { db = prisma }: Options = {}) {
  return db.contentVersion.findUnique({ where: { key_version: { key, version } } });
}

/** Newest first, for falling back past a version that no longer fits its schema. */
export function readPublishedVersions(key: string, { db = prisma }: Options = {}) {
  return db.contentVersion.findMany({
    where: { key },
    orderBy: { version: "desc" },
    select: { version: true, data: true },
  });
}

/** The newest version of every document, for the admin list. */
export async function latestPublications({ db = prisma }: Options = {}) {
  const [versions, drafts] = await Promise.all([
    db.contentVersion.groupBy({ by: ["key"], _max: { publishedAt: true } }),
    db.contentDraft.findMany({ select: { key: true, revision: true, publishedRevision: true } }),
  ]);
  return { versions, drafts };
}

/** The highest version id anywhere: it changes with every publish, on any instance. */
export async function latestVersionId({ db = prisma }: Options = {}) {
  const latest = await db.contentVersion.findFirst({
    orderBy: { id: "desc" },
    select: { id: true },
  });
  return latest?.id ?? 0;
}
