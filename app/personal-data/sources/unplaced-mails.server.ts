import type { Database, DatabaseTransaction } from "~/db/index.server";
import { sourceCopy } from "../copy";
import {
  addressFilter,
  isPerson,
  type Person,
  type PersonalDataSource,
  zipFileName,
} from "../source.server";

const kind = "uplasserte-eposter";

/** Replies from the person that matched no enquiry ("Uplassert" in admin). */
async function unplacedOf(db: Database | DatabaseTransaction, person: Person) {
  const rows = await db.enquiryMessage.findMany({
    where: { contactRequestId: null, fromAddress: addressFilter(db, person.email) },
    include: { attachments: true },
    orderBy: { createdAt: "asc" },
  });
  return rows.filter((row) => isPerson({ email: row.fromAddress }, person));
}

/** E-mails from the person that came in through the inbound webhook and matched no enquiry. */
export const unplacedMails: PersonalDataSource = {
  kind,
  ...sourceCopy.unplacedMails,
  async collect(db, person) {
    return (await unplacedOf(db, person)).map((row) => {
      const files = row.attachments.map((file) => ({
        storageKey: file.storageKey,
        path: `${kind}/${zipFileName(file.id, file.originalName)}`,
      }));
      return {
        found: {
          title: row.subject,
          date: row.createdAt,
          details: [row.fromAddress],
          files: row.attachments.map((file) => file.originalName),
        },
        data: {
          mottatt: row.createdAt,
          fra: row.fromAddress,
          til: row.toAddress,
          emne: row.subject,
          tekst: row.text,
          vedlegg: files.map((file) => file.path),
        },
        files,
      };
    });
  },
  async erase(tx, person) {
    const rows = await unplacedOf(tx, person);
    const { count } = await tx.enquiryMessage.deleteMany({
      where: { id: { in: rows.map((row) => row.id) } },
    });
    const storageKeys = rows.flatMap((row) => row.attachments.map((file) => file.storageKey));
    return { erased: count, kept: 0, storageKeys };
  },
};
