import { contactSchema, type ContactFields } from "./contact-schema";
import { getConfig } from "~/config/index.server";
import { contactFormCopy } from "./copy/contact";
import { isUniqueViolation, prisma } from "~/db/index.server";
import { outboxRow } from "~/mail/index.server";
import { type CompanyFacts, mailSignature } from "~/company";
import { readCompanyFacts } from "~/site-content/index.server";
import { getStorage } from "~/storage/index.server";
import { receivePublicForm } from "~/uploads/index.server";
import type { StoredUpload } from "~/uploads/index.server";

const ATTACHMENT_FIELD = "attachments";
const attachmentLinkSeconds = 7 * 24 * 60 * 60;

/** An enquiry from /kontakt or the home page: the enquiry, its files and both e-mails commit together. */
export function receiveEnquiry(request: Request, clientIp: string) {
  return receivePublicForm(request, {
    schema: contactSchema,
    fileField: ATTACHMENT_FIELD,
    storagePrefix: "contact_attachments",
    rateLimit: { key: `enquiry:${clientIp}`, limit: getConfig().RATE_LIMIT_ENQUIRIES },
    save: saveEnquiry,
  });
}

/**
 * The enquiry's id comes from the submission key, so a resend meets the first send's enquiry
 * as a unique violation and is answered like the first send.
 */
async function saveEnquiry(fields: ContactFields, uploads: StoredUpload[], key: Buffer) {
  const id = key.subarray(0, 18).toString("base64url");
  const links = await Promise.all(
    uploads.map(async (upload) => ({
      name: upload.originalName,
      url: await getStorage().signedUrl(upload.storageKey, {
        expiresInSeconds: attachmentLinkSeconds,
        downloadName: upload.originalName,
      }),
    })),
  );
  const studio = await readCompanyFacts();
  try {
    // One transaction commits the enquiry, its files, the staff e-mail and the receipt. The
    // receipt is not the enquiry's own row: "E-post til oss" and its resend stay the staff's.
    await prisma.$transaction([
      prisma.contactRequest.create({
        data: {
          id,
          ...fields,
          attachments: { create: uploads },
          outbox: { create: outboxRow(staffEmail(fields, links, id)) },
        },
        select: { id: true },
      }),
      prisma.outboxMessage.create({
        data: outboxRow(receiptEmail(fields.email, uploads.length, studio)),
        select: { id: true },
      }),
    ]);
    return { saved: id, fresh: true };
  } catch (error) {
    // A resend, or two sends of the same form at once: the first one saved it.
    if (isUniqueViolation(error)) return { saved: id, fresh: false };
    throw error;
  }
}

/**
 * The enquirer's receipt: that it arrived, what happens next and when to expect an answer.
 * It echoes nothing they typed, so the form cannot be used to mail a stranger someone's words.
 */
function receiptEmail(to: string, files: number, studio: CompanyFacts) {
  const copy = contactFormCopy.receipt;
  return {
    to,
    replyTo: getConfig().STAFF_INBOX,
    subject: copy.subject(studio.name),
    text: copy.text(studio.name, files, mailSignature(studio)),
  };
}

function staffEmail(fields: ContactFields, links: { name: string; url: string }[], id: string) {
  const config = getConfig();
  const copy = contactFormCopy.staffEmail;
  const attachmentLines = links.length
    ? [copy.attachmentsHeading, ...links.map((link) => `- ${link.name}: ${link.url}`)]
    : [copy.noAttachments];
  const text = [
    `${contactFormCopy.name.label}: ${fields.name}`,
    `${contactFormCopy.email.label}: ${fields.email}`,
    `${contactFormCopy.phone.label}: ${fields.phone}`,
    "",
    `${contactFormCopy.message.label}:`,
    fields.message,
    "",
    ...attachmentLines,
    "",
    copy.adminLink,
    new URL(`/admin/henvendelser/${id}`, config.siteUrl).toString(),
  ].join("\n");
  return {
    to: config.STAFF_INBOX,
    replyTo: fields.email,
    subject: copy.subject(fields.name),
    text,
  };
}
