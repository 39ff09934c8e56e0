import type { Database, DatabaseTransaction } from "~/db/index.server";
import { mentionsAddress } from "~/mail/index.server";
import { sourceCopy } from "../copy";
import { addressFilter, isPerson, type Person, type PersonalDataSource } from "../source.server";

/**
 * Mails to the person, or about them to the studio: those answer to their address, or name
 * it in the subject, as the notification of a reply does with the reply's From line.
 */
async function mailsOf(db: Database | DatabaseTransaction, person: Person) {
  const address = addressFilter(db, person.email);
  const rows = await db.outboxMessage.findMany({
    where: { OR: [{ to: address }, { replyTo: address }, { subject: address }] },
    orderBy: { createdAt: "asc" },
  });
  return rows.filter(
    (row) =>
      isPerson({ email: row.to }, person) ||
      isPerson({ email: row.replyTo ?? "" }, person) ||
      mentionsAddress(row.subject, person.email),
  );
}

/** E-mails queued or sent to the person, or about them. */
export const outbox: PersonalDataSource = {
  kind: "e-post",
  ...sourceCopy.outbox,
  async collect(db, person) {
    return (await mailsOf(db, person)).map((row) => ({
      found: {
        title: row.subject,
        date: row.createdAt,
        details: [sourceCopy.outbox.recipient(row.to), sourceCopy.outbox.status(row.status)],
        files: [],
      },
      data: {
        opprettet: row.createdAt,
        til: row.to,
        svarTil: row.replyTo,
        emne: row.subject,
        tekst: row.text,
        status: row.status,
        sendt: row.sentAt,
      },
      files: [],
    }));
  },
  async erase(tx, person) {
    const ids = (await mailsOf(tx, person)).map((row) => row.id);
    const { count } = await tx.outboxMessage.deleteMany({ where: { id: { in: ids } } });
    return { erased: count, kept: 0, storageKeys: [] };
  },
};
