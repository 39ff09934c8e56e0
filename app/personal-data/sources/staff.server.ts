import type { Database, DatabaseTransaction } from "~/db/index.server";
import { sourceCopy } from "../copy";
import { addressFilter, isPerson, type Person, type PersonalDataSource } from "../source.server";

async function staffRecordsOf(db: Database | DatabaseTransaction, person: Person) {
  const address = { email: addressFilter(db, person.email) };
  const [sessions, signIns] = await Promise.all([
    db.staffSession.findMany({ where: address, orderBy: { createdAt: "asc" } }),
    db.staffSignInRecord.findMany({ where: address }),
  ]);
  return {
    sessions: sessions.filter((row) => isPerson(row, person)),
    signIns: signIns.filter((row) => isPerson(row, person)),
  };
}

/** A staff member's sessions and their count of failed sign-ins. */
export const staff: PersonalDataSource = {
  kind: "ansatt",
  ...sourceCopy.staff,
  async collect(db, person) {
    const { sessions, signIns } = await staffRecordsOf(db, person);
    return [
      ...sessions.map((session) => ({
        found: {
          title: sourceCopy.staff.session(session.userAgent),
          date: session.createdAt,
          details: [sourceCopy.staff.lastSeen(session.lastSeenAt)],
          files: [],
        },
        // The token's hash and the provider's access token are keys, not data about the person.
        data: {
          okt: {
            navn: session.name,
            epost: session.email,
            nettleser: session.userAgent,
            startet: session.createdAt,
            sistAktiv: session.lastSeenAt,
            utloper: session.expiresAt,
          },
        },
        files: [],
      })),
      ...signIns.map((record) => ({
        found: {
          title: sourceCopy.staff.signIns,
          date: record.lastFailedAt ?? new Date(0),
          details: [sourceCopy.staff.failed(record.failedSinceSignIn + record.failedBeforeSignIn)],
          files: [],
        },
        data: {
          innlogging: {
            epost: record.email,
            feilSidenSisteInnlogging: record.failedSinceSignIn,
            feilForSisteInnlogging: record.failedBeforeSignIn,
            sisteFeil: record.lastFailedAt,
          },
        },
        files: [],
      })),
    ];
  },
  async erase(tx, person) {
    const { sessions, signIns } = await staffRecordsOf(tx, person);
    const [ended, forgotten] = await Promise.all([
      tx.staffSession.deleteMany({ where: { id: { in: sessions.map((row) => row.id) } } }),
      tx.staffSignInRecord.deleteMany({
        where: { email: { in: signIns.map((row) => row.email) } },
      }),
    ]);
    return { erased: ended.count + forgotten.count, kept: 0, storageKeys: [] };
  },
};
