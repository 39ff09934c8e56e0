import { type Database, type DatabaseTransaction, databaseProvider } from "~/db/index.server";
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
  /** Everything of the kind about the person: for the screen, the export's JSON and files. */
  collect(db: Database, person: Person): Promise<CollectedRecord[]>;
  /** Deletes or anonymises the person's records of the kind, in the caller's transaction. */
  erase(tx: DatabaseTransaction, person: Person): Promise<ErasedRecords>;
}

/**
 * Matches the address in any case on both databases: SQLite's LIKE ignores case, PostgreSQL
 * needs mode "insensitive", which the SQLite client type does not know. `isPerson` then
 * decides exactly.
 */
export function addressFilter(db: Database | DatabaseTransaction, email: string) {
  return databaseProvider(db as Database) === "postgresql"
    ? ({ equals: email, mode: "insensitive" } as { equals: string })
    : { contains: email };
}

/** A `where` that finds every row with the address and, when given, every row with a phone. */
export function personWhere(db: Database | DatabaseTransaction, person: Person) {
  const email = addressFilter(db, person.email);
  return person.phone ? { OR: [{ email }, { phone: { not: "" } }] } : { email };
}

/** Whether a row with an address (and maybe a phone number) is the person's. */
export function isPerson(row: { email: string; phone?: string }, person: Person) {
  if (row.email.trim().toLowerCase() === person.email) return true;
  return Boolean(person.phone && row.phone && phoneDigits(row.phone) === person.phone);
}

/** A stored file's name as a path segment in the ZIP, unique by its row's id. */
export function zipFileName(id: string, originalName: string) {
  return `${id}-${originalName.replace(/[\\/:*?"<>|]|\p{Cc}/gu, "_")}`;
}
