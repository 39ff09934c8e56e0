import { readStaffSession } from "~/auth/index.server";
import { prisma, type Database } from "~/db/index.server";
import { startPeriodicJob } from "~/jobs/index.server";
import { log } from "~/observability/index.server";
import { contentDocuments, type ContentKey, type ContentOf } from "./documents";
import { latestVersionId, readDraft, readPublishedVersions } from "./store.server";

/** The query parameter that asks for the drafts, honoured for signed-in staff only. */
export const previewParameter = "forhandsvisning";

/** Each instance asks the database this often whether anything was published (decision 226). */
const watchIntervalMs = 500;

const published = new Map<ContentKey, Promise<unknown>>();
const listeners = new Set<() => void>();
let seenVersionId: number | undefined;

/**
 * What visitors see of a document: its newest published version that still fits the schema,
 * or the defaults when nothing is published. Kept in memory until a publish on any instance.
 */
export function readPublished<Key extends ContentKey>(key: Key): Promise<ContentOf<Key>> {
  let reading = published.get(key);
  if (!reading) {
    reading = newestValid(key).catch((error: unknown) => {
      published.delete(key);
      throw error;
    });
    published.set(key, reading);
  }
  return reading as Promise<ContentOf<Key>>;
}

/** The newest published version that fits the schema; a newer one that does not is logged and skipped. */
export async function newestValid<Key extends ContentKey>(
  key: Key,
  options: { db?: Database } = {},
): Promise<ContentOf<Key>> {
  const document = contentDocuments[key];
  for (const version of await readPublishedVersions(key, options)) {
    const parsed = document.schema.safeParse(version.data);
    if (parsed.success) return parsed.data as ContentOf<Key>;
    log.error(
      { key, version: version.version, issues: parsed.error.issues.slice(0, 5) },
      "Publisert innhold passer ikke skjemaet; viser forrige gyldige versjon",
    );
  }
  return document.defaults as ContentOf<Key>;
}

/**
 * The published company facts for what the server writes itself, such as mails. The copy kept
 * in memory belongs to the app's own database; another one (a test's) is read directly.
 */
export function readCompanyFacts(db: Database = prisma) {
  return db === prisma ? readPublished("company") : newestValid("company", { db });
}

/**
 * Whether a stored picture is a portrait in the team visitors see now. Other uploaded
 * portraits (a draft's, an earlier version's) are for staff only (decision 272).
 */
export async function isPublishedTeamPhoto(key: string) {
  const team = await readPublished("team");
  return team.members.some((member) => member.photo.src === key);
}

const previewing = new WeakMap<Request, Promise<boolean>>();

/** Whether this request asks for the drafts and comes from signed-in staff. */
export function isPreview(request: Request) {
  let answer = previewing.get(request);
  if (!answer) {
    answer = new URL(request.url).searchParams.has(previewParameter)
      ? readStaffSession(request).then(({ staff }) => staff !== null)
      : Promise.resolve(false);
    previewing.set(request, answer);
  }
  return answer;
}

/**
 * What a loader shows of a document: for staff previewing, the draft (when it fits the
 * schema); for everyone else, the published version.
 */
export async function readContent<Key extends ContentKey>(
  request: Request,
  key: Key,
): Promise<ContentOf<Key>> {
  if (await isPreview(request)) {
    const draft = await readDraft(key);
    const parsed = draft ? contentDocuments[key].schema.safeParse(draft.data) : null;
    if (parsed?.success) return parsed.data as ContentOf<Key>;
  }
  return readPublished(key);
}

/** Called after a publish here, and when the watch sees one from another instance. */
export function forgetPublished() {
  published.clear();
  for (const listener of listeners) listener();
}

/** Runs `listener` whenever published content changes (the page cache empties itself). */
export function onContentPublished(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Asks the database, twice a second, for the newest version id: one indexed row. A change
 * means another instance published, so this one forgets what it kept.
 */
export function startContentWatch() {
  return startPeriodicJob({
    name: "Innholdsvakten",
    intervalMs: watchIntervalMs,
    run: async () => {
      const latest = await latestVersionId();
      if (seenVersionId !== undefined && latest !== seenVersionId) forgetPublished();
      seenVersionId = latest;
    },
  });
}
