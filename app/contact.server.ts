import type { Submission as ConformSubmission } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { contactSchema, type ContactFields } from "~/contact/contact-schema";
import { getConfig } from "~/config.server";
import { contactFormCopy } from "~/content/contact-form";
import { formCopy } from "~/content/forms";
import { prisma } from "~/db.server";
import { enqueueEmail } from "~/outbox.server";
import { consumeRateLimit } from "~/rate-limit.server";
import { judgeSubmission } from "~/spam-guard.server";
import { getStorage } from "~/storage.server";
import {
  discardUploads,
  receiveUploadForm,
  type StoredUpload,
} from "~/uploads/upload-form.server";

export const ATTACHMENT_FIELD = "attachments";
const STORAGE_PREFIX = "contact_attachments";
const attachmentLinkSeconds = 7 * 24 * 60 * 60;

type Submission = ConformSubmission<ContactFields, string[]>;

export type EnquiryOutcome =
  | { status: "sent"; enquiryId: string }
  | { status: "ignored" }
  | { status: "invalid"; submission: Submission; formError?: string; uploadError?: string }
  | { status: "failed"; submission: Submission };

/**
 * Receives an enquiry: files stream to storage, the fields are checked, and then the
 * enquiry, its attachments and the staff e-mail are committed together. Anything that
 * fails before the commit leaves nothing behind.
 */
export async function receiveEnquiry(request: Request, clientIp: string): Promise<EnquiryOutcome> {
  const form = await receiveUploadForm(request, ATTACHMENT_FIELD, STORAGE_PREFIX);
  const uploads = form.ok ? form.uploads : [];
  const submission = parseWithZod(form.fields, { schema: contactSchema });
  const reject = async (extra: { formError?: string; uploadError?: string }) => {
    await discardUploads(uploads);
    return { status: "invalid" as const, submission, ...extra };
  };

  const verdict = judgeSubmission(form.fields);
  if (verdict === "bot") {
    await discardUploads(uploads);
    return { status: "ignored" };
  }
  if (!form.ok && form.storageFailed) return { status: "failed", submission };
  if (!form.ok) return reject({ uploadError: form.problem });
  if (submission.status !== "success") return reject({});
  if (verdict === "too-fast") return reject({ formError: formCopy.tooFast });
  if (verdict === "stale") return reject({ formError: formCopy.stale });

  const config = getConfig();
  const limit = await consumeRateLimit({
    key: `enquiry:${clientIp}`,
    limit: config.RATE_LIMIT_ENQUIRIES,
    windowSeconds: config.RATE_LIMIT_WINDOW_SECONDS,
  });
  if (!limit.allowed) {
    return reject({ formError: formCopy.rateLimited(Math.ceil(limit.retryAfterSeconds / 60)) });
  }

  try {
    const enquiryId = await saveEnquiry(submission.value, uploads);
    return { status: "sent", enquiryId };
  } catch (error) {
    console.error("Kunne ikke lagre henvendelsen", error);
    await discardUploads(uploads);
    return { status: "failed", submission };
  }
}

async function saveEnquiry(fields: ContactFields, uploads: StoredUpload[]) {
  const links = await Promise.all(
    uploads.map(async (upload) => ({
      name: upload.originalName,
      url: await getStorage().signedUrl(upload.storageKey, {
        expiresInSeconds: attachmentLinkSeconds,
        downloadName: upload.originalName,
      }),
    })),
  );
  return prisma.$transaction(async (tx) => {
    const enquiry = await tx.contactRequest.create({
      data: { ...fields, attachments: { create: uploads } },
    });
    await enqueueEmail(tx, {
      ...staffEmail(fields, links, enquiry.id),
      contactRequestId: enquiry.id,
    });
    return enquiry.id;
  });
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
