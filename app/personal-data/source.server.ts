import { type Database, type DatabaseTransaction, databaseProvider } from "~/db/index.server";
import { addressesIn } from "~/mail/index.server";
import { phoneDigits } from "./person-schema";

/** Whom staff asked about: the address lower-cased, the phone number as its digits, if given. */
export type Person = { email: string; phone: string | null };

/** One record as the Personvern screen lists it: no more than staff need to recognise it. */
type FoundRecord = {
  title: string;
  date: Date;
  details: string[];
  /** Names of the person's own files in it. */
  files: string[];
  /** Erasing keeps a minimum of this record; the source's `keptByLaw` says what and why. */
  kept?: boolean;
};

/** A stored file of the person's, for the export: its storage key and its path in the ZIP. */
type ExportedFile = { storageKey: string; path: string };

export type CollectedRecord = { found: FoundRecord; data: unknown; files: ExportedFile[] };

type ErasedRecords = {
  /** Records deleted or anonymised. */
  erased: number;
  /** Of those, records kept with the minimum fields the law requires. */
  kept: number;
  /** Files to delete from storage once the transaction has committed. */
  storageKeys: string[];
  /**
   * The erased records' pages: secret links (`/prosjekt/…`, `/tilbud/…`), which answer 410
   * Gone from then on, and admin pages; a written mail that links to one goes too.
   */
  pages?: string[];
};

/**
 * One kind of personal data the site holds (decision 249). A new kind is one file in
 * sources/ and one line in registry.server.ts.
 */
export interface PersonalDataSource {
  /** Names the kind's JSON file and folder in the export, and its counts in the log. */
  kind: string;
  /** The kind's heading on the screen. */
  label: string;
  /** The export's README line about the kind's JSON file. */
  readme: string;
  /** What erasing keeps of this kind, and why; shown on the screen. */
  keptByLaw?: string;
  /** The kept records of this kind, counted for the erasure's toast: "1 godtatt tilbud". */
  keptLabel?: (count: number) => string;
  /** Everything of the kind about the person: for the screen, the export's JSON and files. */
  collect(db: Database, person: Person): Promise<CollectedRecord[]>;
  /** Deletes or anonymises the person's records of the kind, in the caller's transaction. */
  erase(tx: DatabaseTransaction, person: Person): Promise<ErasedRecords>;
}

/**
 * Finds the address inside any field, in any case, on both databases: SQLite's LIKE ignores
 * case, PostgreSQL needs mode "insensitive", which the SQLite client type does not know. A
 * field may be a whole From line (`Eve <eve@example.com>`); `isPerson` then decides exactly.
 */
export function addressFilter(db: Database | DatabaseTransaction, email: string) {
  return databaseProvider(db as Database) === "postgresql"
    ? ({ contains: email, mode: "insensitive" } as { contains: string })
    : { contains: email };
}

/** A `where` that finds every row with the address and, when given, every row with a phone. */
function personWhere(db: Database | DatabaseTransaction, person: Person) {
  const email = addressFilter(db, person.email);
  return person.phone ? { OR: [{ email }, { phone: { not: "" } }] } : { email };
}

/**
 * Whether a row is the person's: its address field, parsed and case-folded, holds their
 * address (a display-name From line included), or its phone number has their digits.
 */
export function isPerson(row: { email: string; phone?: string }, person: Person) {
  if (addressesIn(row.email).includes(person.email)) return true;
  return Boolean(person.phone && row.phone && phoneDigits(row.phone) === person.phone);
}

/** What `isPerson` reads of a row, with the row's id. */
const personFields = { id: true, email: true, phone: true } as const;

/**
 * Reads one table for the ids of the person's rows: `find` asks the table with the query it is
 * given (the candidates by address or phone), and `isPerson` decides each.
 */
export function findPersonIds(
  find: (
    db: Database | DatabaseTransaction,
    query: { where: ReturnType<typeof personWhere>; select: typeof personFields },
  ) => Promise<{ id: string; email: string; phone: string }[]>,
) {
  return async (db: Database | DatabaseTransaction, person: Person) => {
    const candidates = await find(db, { where: personWhere(db, person), select: personFields });
    return candidates.filter((row) => isPerson(row, person)).map((row) => row.id);
  };
}

/**
 * Deletes the outbox's mails that link to one of the erased pages: the staff's notifications
 * about a record carry its admin link, and some carry the customer's words.
 */
export async function deleteMailsAbout(tx: DatabaseTransaction, pages: string[]) {
  if (pages.length === 0) return;
  await tx.outboxMessage.deleteMany({
    where: { OR: pages.map((page) => ({ text: { contains: page } })) },
  });
}

/** A stored file's name as a path segment in the ZIP, unique by its row's id. */
export function zipFileName(id: string, originalName: string) {
  return `${id}-${originalName.replace(/[\\/:*?"<>|]|\p{Cc}/gu, "_")}`;
}
