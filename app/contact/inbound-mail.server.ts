import { createHash, timingSafeEqual } from "node:crypto";
import sanitizeHtml from "sanitize-html";
import { getConfig } from "~/config/index.server";
import { prisma } from "~/db/index.server";
import { enqueueEmail } from "~/mail/index.server";
import { consumeRateLimit } from "~/spam-guard/index.server";
import {
  discardUploads,
  MalformedFormError,
  receiveUploadForm,
  type StoredUpload,
} from "~/uploads/index.server";
import { threadCopy } from "./copy/enquiries-admin";
import { newMessageId } from "./thread.server";
import { markEnquiryWaiting } from "./waiting.server";

/*
 * SendGrid Inbound Parse posts each received mail as a multipart form: from, to, subject,
 * text, html, headers (the raw header block), envelope (JSON), attachment-info and the files
 * as attachment1, attachment2, … (decision 238).
 */

const ATTACHMENT_FIELD = /^attachment\d{1,3}$/;
const STORAGE_PREFIX = "enquiry_mail_attachments";
/** A mail's HTML and headers are long by nature; the form's text fields are capped at this. */
const MAX_MAIL_FIELD_BYTES = 2 * 1024 * 1024;
const TOKEN_IN_ADDRESS = /\bsvar\+([0-9a-f]{40})@/gi;
const MESSAGE_IDS = /<[^<>\s]{1,250}>/g;

/** Inbound HTML is shown to staff only as this: text, structure and plain links (decision 239). */
const inboundHtmlPolicy: sanitizeHtml.IOptions = {
  allowedTags: sanitizeHtml.defaults.allowedTags.filter((tag) => tag !== "style"),
  allowedAttributes: { a: ["href"] },
  allowedSchemes: ["https", "http", "mailto"],
  allowProtocolRelative: false,
  transformTags: {
    a: sanitizeHtml.simpleTransform("a", { rel: "noopener noreferrer nofollow", target: "_blank" }),
  },
  nonTextTags: ["style", "script", "textarea", "option", "noscript", "title", "head"],
};

export type InboundOutcome =
  | { status: "stored"; placed: boolean }
  | { status: "unauthorised" }
  | { status: "rate-limited"; retryAfterSeconds: number }
  | { status: "malformed" }
  | { status: "storage-failed" };

/**
 * Stores one inbound mail: on the enquiry its reply address's token or its In-Reply-To names,
 * else in the unplaced list. Its files follow the contact form's rules; when one is refused,
 * none is kept and the reason is stored with the mail, which is never dropped. The staff
 * notification commits with the mail. A database failure throws, so the sender is answered
 * 5xx and tries again.
 */
export async function receiveInboundMail(
  request: Request,
  clientIp: string,
  secret: string,
): Promise<InboundOutcome> {
  const config = getConfig();
  // Counted before the password is checked, so guessing it is limited too.
  const limit = await consumeRateLimit({
    key: `inbound-mail:${clientIp}`,
    limit: config.RATE_LIMIT_INBOUND_MAIL,
    windowSeconds: config.RATE_LIMIT_WINDOW_SECONDS,
  });
  if (!limit.allowed) return { status: "rate-limited", retryAfterSeconds: limit.retryAfterSeconds };
  if (!hasPassword(request.headers.get("Authorization"), secret)) return { status: "unauthorised" };
  let form;
  try {
    form = await receiveUploadForm(request, (name) => ATTACHMENT_FIELD.test(name), STORAGE_PREFIX, {
      maxTextFieldBytes: MAX_MAIL_FIELD_BYTES,
    });
  } catch (error) {
    if (error instanceof MalformedFormError) return { status: "malformed" };
    throw error;
  }
  if (!form.ok && form.storageFailed) return { status: "storage-failed" };
  const uploads = form.ok ? form.uploads : [];
  const mail = readMail(form.fields);
  try {
    const enquiryId = await matchEnquiry(mail);
    await storeMail(mail, uploads, enquiryId, form.ok ? null : (form.problem ?? null));
    return { status: "stored", placed: Boolean(enquiryId) };
  } catch (error) {
    await discardUploads(uploads);
    throw error;
  }
}

/** HTTP basic auth with any user name; compared in constant time. */
function hasPassword(authorization: string | null, secret: string) {
  const match = /^Basic ([A-Za-z0-9+/=]+)$/i.exec(authorization?.trim() ?? "");
  if (!match?.[1]) return false;
  const decoded = Buffer.from(match[1], "base64").toString("utf8");
  const password = decoded.slice(decoded.indexOf(":") + 1);
  if (!decoded.includes(":")) return false;
  const given = createHash("sha256").update(password).digest();
  const expected = createHash("sha256").update(secret).digest();
  return timingSafeEqual(given, expected);
}

type InboundMail = ReturnType<typeof readMail>;

function readMail(fields: FormData) {
  const field = (name: string) => {
    const value = fields.get(name);
    return typeof value === "string" ? value : "";
  };
  const headers = unfoldHeaders(field("headers"));
  const html = field("html").trim();
  const cleanHtml = html ? sanitizeHtml(html, inboundHtmlPolicy).trim() : "";
  const text =
    field("text").trim() ||
    (html ? sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }) : "");
  return {
    from: field("from").trim().slice(0, 500),
    to: field("to").trim().slice(0, 1000),
    envelopeTo: envelopeRecipients(field("envelope")),
    subject: field("subject").trim().slice(0, 500),
    text: text.trim(),
    html: cleanHtml || null,
    messageId: headerValue(headers, "message-id").match(MESSAGE_IDS)?.[0] ?? newMessageId(),
    inReplyTo: headerValue(headers, "in-reply-to").match(MESSAGE_IDS)?.[0] ?? null,
    references: [
      ...(headerValue(headers, "in-reply-to").match(MESSAGE_IDS) ?? []),
      ...(headerValue(headers, "references").match(MESSAGE_IDS) ?? []),
    ],
  };
}

/** Header lines with their continuations joined, so a folded References reads as one. */
function unfoldHeaders(block: string) {
  return block.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/);
}

function headerValue(lines: string[], name: string) {
  const prefix = `${name}:`;
  const line = lines.find((candidate) => candidate.toLowerCase().startsWith(prefix));
  return line ? line.slice(prefix.length).trim() : "";
}

function envelopeRecipients(envelope: string): string[] {
  try {
    const parsed: unknown = JSON.parse(envelope);
    const to = (parsed as { to?: unknown }).to;
    return Array.isArray(to)
      ? to.filter((entry): entry is string => typeof entry === "string")
      : [];
  } catch {
    return [];
  }
}

/** The enquiry a reply token in the recipients names, else the one its In-Reply-To names. */
async function matchEnquiry(mail: InboundMail) {
  const tokens = [mail.to, ...mail.envelopeTo].flatMap((address) =>
    [...address.matchAll(TOKEN_IN_ADDRESS)].map((match) => (match[1] ?? "").toLowerCase()),
  );
  if (tokens.length) {
    const byToken = await prisma.contactRequest.findFirst({
      where: { replyToken: { in: tokens } },
      select: { id: true },
    });
    if (byToken) return byToken.id;
  }
  if (!mail.references.length) return null;
  const earlier = await prisma.enquiryMessage.findFirst({
    // Only our own answers' ids, which only the customer's thread has seen: a customer's
    // Message-ID may be known to anyone they copied.
    where: {
      messageId: { in: mail.references },
      direction: "out",
      contactRequestId: { not: null },
    },
    orderBy: { createdAt: "desc" },
    select: { contactRequestId: true },
  });
  return earlier?.contactRequestId ?? null;
}

async function storeMail(
  mail: InboundMail,
  uploads: StoredUpload[],
  enquiryId: string | null,
  refusedFiles: string | null,
) {
  const config = getConfig();
  const copy = threadCopy.notification;
  const adminPath = enquiryId
    ? `/admin/henvendelser/${enquiryId}`
    : "/admin/henvendelser/uplassert";
  await prisma.$transaction(async (tx) => {
    const stored = await tx.enquiryMessage.create({
      data: {
        contactRequestId: enquiryId,
        direction: "in",
        fromAddress: mail.from,
        toAddress: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        messageId: mail.messageId,
        inReplyTo: mail.inReplyTo,
        refusedFiles,
        attachments: { create: uploads },
      },
    });
    if (enquiryId) await markEnquiryWaiting(tx, enquiryId, stored.createdAt);
    await enqueueEmail(tx, {
      to: config.STAFF_INBOX,
      subject: (enquiryId ? copy.subject : copy.unplacedSubject)(mail.from, mail.subject),
      text: [
        mail.text,
        "",
        ...(uploads.length ? [copy.attachments(uploads.length)] : []),
        ...(refusedFiles ? [`${threadCopy.refusedFiles} ${refusedFiles}`] : []),
        enquiryId ? copy.link : copy.unplacedLink,
        new URL(adminPath, config.siteUrl).toString(),
      ].join("\n"),
    });
  });
}
