import { createHmac } from "node:crypto";
import type { Readable } from "node:stream";
import { ZipFile } from "yazl";
import { company } from "~/company";
import { getConfig } from "~/config/index.server";
import { type Database, prisma } from "~/db/index.server";
import { eraseLocalMails, normalAddress, suppressAddress } from "~/mail/index.server";
import { log } from "~/observability/index.server";
import { addStoredFileToZip, type FileStorage, getStorage } from "~/storage/index.server";
import { exportReadme } from "./copy";
import { recordErasedPages } from "./erased-pages.server";
import { personalDataSources } from "./registry.server";
import type { CollectedRecord, Person, PersonalDataSource } from "./source.server";

type Action = "find" | "export" | "erase";

type Options = {
  db?: Database;
  storage?: FileStorage;
  sources?: readonly PersonalDataSource[];
  now?: Date;
  /** Where the local transport writes mails; its default's. */
  mailDir?: string;
};

/** Erasing a person with years of records must not hit Prisma's 5-second default. */
const ERASE_TIMEOUT_MS = 60_000;

async function collectAll(db: Database, person: Person, sources: readonly PersonalDataSource[]) {
  return Promise.all(
    sources.map(async (source) => ({ source, records: await source.collect(db, person) })),
  );
}

/**
 * The address as the log knows it: keyed with the site's secret (decision 298), so the log
 * cannot be read back by hashing guessed addresses, as a plain SHA-256 could.
 */
export function logAddressHash(address: string, secret = getConfig().sessionSecret) {
  return createHmac("sha256", secret)
    .update(`personvernlogg:${normalAddress(address)}`)
    .digest("hex");
}

/** Who did what about which address (as its keyed hash), and how many records of each kind. */
function logRequest(
  db: Pick<Database, "personalDataLogEntry">,
  action: Action,
  staffEmail: string,
  person: Person,
  counts: Record<string, number>,
) {
  return db.personalDataLogEntry.create({
    data: { action, staffEmail, addressHash: logAddressHash(person.email), counts },
  });
}

const countsOf = (groups: { source: PersonalDataSource; records: unknown[] }[]) =>
  Object.fromEntries(groups.map(({ source, records }) => [source.kind, records.length]));

/** Everything the site holds about the person, grouped by kind, for the screen. */
export async function findPerson(
  person: Person,
  staffEmail: string,
  { db = prisma, sources = personalDataSources }: Options = {},
) {
  const groups = await collectAll(db, person, sources);
  await logRequest(db, "find", staffEmail, person, countsOf(groups));
  return groups.map(({ source, records }) => ({
    kind: source.kind,
    label: source.label,
    keptByLaw: source.keptByLaw ?? null,
    records: records.map((record) => record.found),
  }));
}

/**
 * The person's data as a ZIP stream (decision 252): a README, one JSON file per kind and
 * their own files, each read from storage only when the ZIP reaches it, so memory stays flat
 * however large the files are.
 */
export async function exportPerson(
  person: Person,
  staffEmail: string,
  {
    db = prisma,
    storage = getStorage(),
    sources = personalDataSources,
    now = new Date(),
  }: Options = {},
): Promise<Readable> {
  const groups = await collectAll(db, person, sources);
  const zip = new ZipFile();
  const output = zip.outputStream as Readable;
  zip.on("error", (error: Error) => output.destroy(error));
  zip.addBuffer(Buffer.from(readmeText(groups, now)), exportReadme.fileName, { mtime: now });
  for (const { source, records } of groups) {
    const rows = records.map((record) => record.data);
    zip.addBuffer(Buffer.from(JSON.stringify(rows, null, 2)), `${source.kind}.json`, {
      mtime: now,
    });
  }
  // A row whose file is already gone still has its JSON; the export goes on without it.
  for (const file of groups.flatMap(({ records }) => records.flatMap((record) => record.files)))
    await addStoredFileToZip(zip, storage, file);
  zip.end();
  await logRequest(db, "export", staffEmail, person, countsOf(groups));
  return output;
}

function readmeText(
  groups: { source: PersonalDataSource; records: CollectedRecord[] }[],
  now: Date,
) {
  return [
    exportReadme.heading(company.name, now),
    "",
    exportReadme.intro,
    "",
    ...groups.map(({ source, records }) =>
      exportReadme.fileLine(
        `${source.kind}.json`,
        records.length ? source.readme : `${source.readme} ${exportReadme.none}`,
      ),
    ),
    "",
  ].join("\r\n");
}

/**
 * Deletes or anonymises every record of the person in one transaction, suppresses their
 * address, makes their secret links answer 410 and logs the erasure; then deletes their stored
 * files and the mails the local transport wrote to or about them (decisions 253, 297). A file
 * whose delete fails has no row left pointing at it, so the storage sweeper removes it later.
 */
export async function erasePerson(
  person: Person,
  staffEmail: string,
  { db = prisma, storage = getStorage(), sources = personalDataSources, mailDir }: Options = {},
) {
  const results = await db.$transaction(
    async (tx) => {
      const erased = [];
      for (const source of sources) erased.push({ source, ...(await source.erase(tx, person)) });
      await suppressAddress(tx, person.email);
      await recordErasedPages(tx, pagesOf(erased));
      const counts = Object.fromEntries(
        erased.map((result) => [result.source.kind, result.erased]),
      );
      await logRequest(tx, "erase", staffEmail, person, counts);
      return erased;
    },
    { timeout: ERASE_TIMEOUT_MS },
  );
  for (const key of results.flatMap((result) => result.storageKeys)) {
    await storage.delete(key).catch((error: unknown) => {
      log.warn({ err: error, storageKey: key }, "Kunne ikke slette en fil; opprydderen tar den");
    });
  }
  await eraseLocalMails({ address: person.email, paths: pagesOf(results) }, mailDir);
  return {
    erased: results.reduce((sum, result) => sum + result.erased, 0),
    kept: results.reduce((sum, result) => sum + result.kept, 0),
    /** What is kept, per kind, in words: "1 godtatt tilbud". */
    keptLabels: results.flatMap(({ source, kept }) =>
      kept > 0 && source.keptLabel ? [source.keptLabel(kept)] : [],
    ),
  };
}

const pagesOf = (results: { pages?: string[] }[]) =>
  results.flatMap((result) => result.pages ?? []);

/** The latest finds, exports and erasures, newest first. */
export function latestRequests(db: Database = prisma) {
  return db.personalDataLogEntry.findMany({ orderBy: { createdAt: "desc" }, take: 20 });
}
