import type { Database, DatabaseTransaction } from "~/db/index.server";
import { sourceCopy } from "../copy";
import { addressFilter, isPerson, type Person, type PersonalDataSource } from "../source.server";

async function subscriptionsOf(db: Database | DatabaseTransaction, person: Person) {
  const rows = await db.newsletterSubscriber.findMany({
    where: { email: addressFilter(db, person.email) },
    orderBy: { subscribedAt: "asc" },
  });
  return rows.filter((row) => isPerson(row, person));
}

/** The newsletter subscription and the proof of its consent. */
export const newsletter: PersonalDataSource = {
  kind: "nyhetsbrev",
  ...sourceCopy.newsletter,
  async collect(db, person) {
    return (await subscriptionsOf(db, person)).map((row) => ({
      found: {
        title: row.email,
        date: row.subscribedAt,
        details: [
          sourceCopy.newsletter.state(row),
          sourceCopy.newsletter.consent(row.consentVersion, row.consentedAt),
        ],
        files: [],
      },
      data: {
        epost: row.email,
        rolle: row.role,
        pameldt: row.subscribedAt,
        samtykke: { gitt: row.consentedAt, versjon: row.consentVersion },
        bekreftet: row.confirmedAt,
        avmeldt: row.unsubscribedAt,
      },
      files: [],
    }));
  },
  async erase(tx, person) {
    const ids = (await subscriptionsOf(tx, person)).map((row) => row.id);
    const { count } = await tx.newsletterSubscriber.deleteMany({ where: { id: { in: ids } } });
    return { erased: count, kept: 0, storageKeys: [] };
  },
};
