import { createHash, timingSafeEqual } from "node:crypto";
import { getConfig } from "~/config/index.server";
import { isUniqueViolation, prisma } from "~/db/index.server";
import { enqueueEmail } from "~/mail/index.server";
import { log } from "~/observability/index.server";
import { consumeRateLimit } from "~/spam-guard/index.server";
import {
  discardUploads,
  MalformedFormError,
  receiveUploadForm,
  type StoredUpload,
} from "~/uploads/index.server";
import { threadCopy } from "./copy/enquiries-admin";
import {
  hasMailFields,
  type InboundMail,
  readMail,
  senderAddress,
} from "./inbound-mail-fields.server";
import { markEnquiryWaiting } from "./waiting.server";

const ATTACHMENT_FIELD = /^attachment\d{1,4}$/;
const STORAGE_PREFIX = "enquiry_mail_attachments";
const TOKEN_IN_ADDRESS = /\bsvar\+([0-9a-f]{40})@/gi;

/**
 * The webhook's own limits (decision 293), set by what Inbound Parse sends: mails up to 30 MB
 * in all, so a post of one (its files decoded) is no larger. A mail's HTML and headers are long
 * by nature, but busboy holds a field whole, hence a cap; every attachment is a part and a file.
 */
const MAIL_POST_LIMITS = {
  maxTextFieldBytes: 2 * 1024 * 1024,
  maxParts: 1000,
  maxFiles: 100,
  maxBodyBytes: 30 * 1024 * 1024,
};

export type InboundOutcome =
  | { status: "stored" }
  | { status: "unauthorised" }
  | { status: "deferred"; retryAfterSeconds: number }
  | { status: "malformed" }
  | { status: "storage-failed" };

/** What the mail's fields decide, once, before any of its files is stored. */
type Verdict =
  | { kind: "store"; enquiryId: string | null; grouped: boolean }
  | { kind: "duplicate" }
  | { kind: "deferred"; retryAfterSeconds: number };

type Post = {
  fields: FormData;
  uploads: StoredUpload[];
  refused: string | null;
  /** False when the post broke a limit or broke off: what came before is kept, no files. */
  whole: boolean;
};

/**
 * Stores one inbound mail (decisions 238, 293, 294): on the enquiry its reply token or its
 * In-Reply-To names, else under Uplassert. A reply to an enquiry is always stored; a post over
 * the limits keeps what came before the break, a replay is stored once. Only a server-side
 * failure, or a sender flooding Uplassert, answers so that SendGrid posts again later.
 */
export async function receiveInboundMail(
  request: Request,
  secret: string,
): Promise<InboundOutcome> {
  // Nothing is counted per client address: every post, ours or anyone's, comes from SendGrid's
  // relays. The secret's length is what stops guessing (decision 294).
  if (!hasPassword(request.headers.get("Authorization"), secret)) return { status: "unauthorised" };
  let verdict: Promise<Verdict> | undefined;
  const judgeOnce = (fields: FormData) => (verdict ??= judge(readMail(fields)));
  const post = await readPost(request, async (fields) => {
    const { kind } = await judgeOnce(fields);
    return kind === "deferred" ? "stop" : kind === "duplicate" ? "skip" : "store";
  });
  if (post === "malformed" || post === "storage-failed") return { status: post };
  const mail = readMail(post.fields);
  // Asked again for a post without files; a database failure during the read throws here.
  const decided = await judgeOnce(post.fields);
  if (decided.kind === "deferred")
    return { status: "deferred", retryAfterSeconds: decided.retryAfterSeconds };
  if (decided.kind === "duplicate" || (await isCopyOfKeptPost(mail, post.whole))) {
    await discardUploads(post.uploads);
    return { status: "stored" };
  }
  try {
    await storeMail(mail, post, decided);
  } catch (error) {
    await discardUploads(post.uploads);
    // The same post, stored whole by another request a moment ago.
    if (!isUniqueViolation(error)) throw error;
  }
  return { status: "stored" };
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

/** The post's fields and files; one that broke a limit or broke off keeps what came first. */
async function readPost(
  request: Request,
  admitFiles: (fields: FormData) => Promise<"store" | "skip" | "stop">,
): Promise<Post | "malformed" | "storage-failed"> {
  try {
    const form = await receiveUploadForm(
      request,
      (name) => ATTACHMENT_FIELD.test(name),
      STORAGE_PREFIX,
      { ...MAIL_POST_LIMITS, admitFiles },
    );
    if (!form.ok && form.storageFailed) return "storage-failed";
    return form.ok
      ? { fields: form.fields, uploads: form.uploads, refused: null, whole: true }
      : { fields: form.fields, uploads: [], refused: form.problem ?? null, whole: true };
  } catch (error) {
    if (!(error instanceof MalformedFormError)) throw error;
    if (!hasMailFields(error.fields)) return "malformed";
    log.warn({ err: error }, "Innkommende e-post ble bare delvis lest");
    return { fields: error.fields, uploads: [], refused: threadCopy.cutShort, whole: false };
  }
}

/** A replay of a post already stored whole is known by the Message-ID it claimed. */
async function judge(mail: InboundMail): Promise<Verdict> {
  if (
    mail.ownMessageId &&
    (await prisma.enquiryMessage.count({ where: { receivedMessageId: mail.ownMessageId } }))
  )
    return { kind: "duplicate" };
  const config = getConfig();
  const enquiryId = await matchEnquiry(mail);
  // A reply to an enquiry is counted per enquiry, never refused: past the limit staff hear of
  // it in the grouped mail. Unplaced mail is counted per sender and waits at SendGrid past it.
  const limit = await consumeRateLimit({
    key: enquiryId
      ? `inbound-mail-reply:${enquiryId}`
      : `inbound-mail-sender:${senderAddress(mail.from)}`,
    limit: config.RATE_LIMIT_INBOUND_MAIL,
    windowSeconds: config.RATE_LIMIT_WINDOW_SECONDS,
  });
  if (enquiryId) return { kind: "store", enquiryId, grouped: !limit.allowed };
  if (!limit.allowed) return { kind: "deferred", retryAfterSeconds: limit.retryAfterSeconds };
  return { kind: "store", enquiryId: null, grouped: true };
}

/**
 * A post cut short is not kept if any copy of its mail is, and claims no Message-ID, so that
 * SendGrid's whole retry of it is still stored.
 */
async function isCopyOfKeptPost(mail: InboundMail, whole: boolean) {
  if (whole || !mail.ownMessageId) return false;
  return (
    (await prisma.enquiryMessage.count({
      where: { direction: "in", messageId: mail.ownMessageId },
    })) > 0
  );
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

/** The mail, its files and staff's notice (a mail of its own, or a line in the next grouped one) commit together. */
async function storeMail(
  mail: InboundMail,
  post: Post,
  { enquiryId, grouped }: { enquiryId: string | null; grouped: boolean },
) {
  const config = getConfig();
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
        receivedMessageId: post.whole ? mail.ownMessageId : null,
        inReplyTo: mail.inReplyTo,
        refusedFiles: post.refused,
        attachments: { create: post.uploads },
      },
      select: { id: true, createdAt: true },
    });
    if (enquiryId) await markEnquiryWaiting(tx, enquiryId, stored.createdAt);
    if (grouped || !enquiryId) {
      await tx.inboundMailNotice.create({ data: { messageId: stored.id } });
      return;
    }
    const copy = threadCopy.notification;
    await enqueueEmail(tx, {
      to: config.STAFF_INBOX,
      subject: copy.subject(mail.from, mail.subject),
      text: [
        mail.text,
        "",
        ...(post.uploads.length ? [copy.attachments(post.uploads.length)] : []),
        ...(post.refused ? [`${threadCopy.refusedFiles} ${post.refused}`] : []),
        copy.link,
        new URL(`/admin/henvendelser/${enquiryId}`, config.siteUrl).toString(),
      ].join("\n"),
    });
  });
}
