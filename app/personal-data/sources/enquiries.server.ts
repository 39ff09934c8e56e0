import { sourceCopy } from "../copy";
import {
  deleteMailsAbout,
  findPersonIds,
  type PersonalDataSource,
  zipFileName,
} from "../source.server";

const kind = "henvendelser";

const enquiriesOf = findPersonIds((db, query) => db.contactRequest.findMany(query));

/** Enquiries from the contact form, with their attachments. */
export const enquiries: PersonalDataSource = {
  kind,
  ...sourceCopy.enquiries,
  async collect(db, person) {
    const rows = await db.contactRequest.findMany({
      where: { id: { in: await enquiriesOf(db, person) } },
      include: {
        attachments: true,
        messages: { include: { attachments: true }, orderBy: { createdAt: "asc" } },
        notes: { orderBy: { createdAt: "asc" } },
      },
      orderBy: { createdAt: "asc" },
    });
    return rows.map((row) => {
      const files = row.attachments.map((file) => ({
        storageKey: file.storageKey,
        path: `${kind}/${zipFileName(file.id, file.originalName)}`,
      }));
      const mailFiles = row.messages.flatMap((message) =>
        message.attachments.map((file) => ({
          storageKey: file.storageKey,
          path: `${kind}/${zipFileName(file.id, file.originalName)}`,
        })),
      );
      return {
        found: {
          title: row.message.slice(0, 80) || sourceCopy.enquiries.untitled,
          date: row.createdAt,
          details: [row.name, row.email, row.phone],
          files: [
            ...row.attachments,
            ...row.messages.flatMap((message) => message.attachments),
          ].map((file) => file.originalName),
        },
        data: {
          mottatt: row.createdAt,
          navn: row.name,
          epost: row.email,
          telefon: row.phone,
          melding: row.message,
          vedlegg: row.attachments.map((file, index) => ({
            navn: file.originalName,
            type: file.contentType,
            storrelse: file.size,
            fil: files[index]?.path,
          })),
          firma: row.company,
          fase: row.stage,
          eposter: row.messages.map((message) => ({
            tidspunkt: message.createdAt,
            retning: message.direction === "out" ? "fra oss" : "fra deg",
            fra: message.fromAddress,
            til: message.toAddress,
            emne: message.subject,
            tekst: message.text,
            vedlegg: message.attachments.map(
              (file) => mailFiles.find((exported) => exported.storageKey === file.storageKey)?.path,
            ),
          })),
          notater: row.notes.map((note) => ({ tidspunkt: note.createdAt, tekst: note.body })),
        },
        files: [...files, ...mailFiles],
      };
    });
  },
  async erase(tx, person) {
    const ids = await enquiriesOf(tx, person);
    const attachments = [
      ...(await tx.contactAttachment.findMany({
        where: { contactRequestId: { in: ids } },
        select: { storageKey: true },
      })),
      // The thread's files; its rows go with the enquiry.
      ...(await tx.enquiryMessageAttachment.findMany({
        where: { message: { contactRequestId: { in: ids } } },
        select: { storageKey: true },
      })),
    ];
    // The staff's copy of each enquiry carries its message, and a notification of a reply on
    // its thread the reply's text and a link to it; they go with the enquiry.
    const pages = ids.map((id) => `/admin/henvendelser/${id}`);
    await tx.outboxMessage.deleteMany({ where: { contactRequestId: { in: ids } } });
    await deleteMailsAbout(tx, pages);
    const { count } = await tx.contactRequest.deleteMany({ where: { id: { in: ids } } });
    const storageKeys = attachments.map((file) => file.storageKey);
    return { erased: count, kept: 0, storageKeys, pages };
  },
};
