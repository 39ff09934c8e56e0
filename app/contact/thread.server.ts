import { randomBytes, randomUUID } from "node:crypto";
import { mailSignature } from "~/company";
import { getConfig } from "~/config/index.server";
import { prisma, type DatabaseTransaction } from "~/db/index.server";
import { enqueueEmail } from "~/mail/index.server";
import { readCompanyFacts } from "~/site-content/index.server";
import { threadCopy } from "./copy/enquiries-admin";
import { moveEnquiryToStage } from "./stages.server";
import { markEnquiryAnswered } from "./waiting.server";

/** A thread's References header names at most this many earlier messages (RFC 5322 allows any). */
const MAX_REFERENCES = 20;

/** The domain customers' replies go to: INBOUND_MAIL_DOMAIN, or MAIL_FROM's. */
function replyDomain() {
  const config = getConfig();
  return config.INBOUND_MAIL_DOMAIN ?? config.MAIL_FROM.split("@")[1] ?? "";
}

function replyAddress(token: string) {
  return `svar+${token}@${replyDomain()}`;
}

/** 160 random bits in lower-case hex: mail systems may fold the address's case. */
function newReplyToken() {
  return randomBytes(20).toString("hex");
}

export function newMessageId() {
  return `<${randomUUID()}@${replyDomain()}>`;
}

/**
 * Staff's answer to an enquiry: stored in the thread and queued in the outbox in one
 * transaction (see queueThreadMail), signed with the published company facts. The first
 * answer moves a new enquiry to Besvart. False when there is no such enquiry.
 */
export async function sendEnquiryAnswer({
  enquiryId,
  body,
  staffEmail,
}: {
  enquiryId: string;
  body: string;
  staffEmail: string;
}) {
  const studio = await readCompanyFacts();
  return prisma.$transaction(async (tx) => {
    const sent = await queueThreadMail(tx, {
      enquiryId,
      subject: threadCopy.subject(studio.name),
      text: body,
      signature: mailSignature(studio),
      staffEmail,
    });
    if (!sent) return false;
    await moveEnquiryToStage(tx, { enquiryId, stage: "besvart", staffEmail, onlyFrom: ["ny"] });
    return true;
  });
}

/**
 * A mail from staff to the enquiry's customer, in the caller's transaction: queued from the
 * studio's address with its own Message-ID, threaded onto the latest message either way, with
 * a reply address that brings the customer's answer back here, and stored in the thread with
 * its outbox row, so the thread shows whether it went (decision 269). It answers the enquiry:
 * it leaves the inbox (decision 302). A quote's mail names its quote, which the timeline
 * shows in its place (decision 330). False when there is no such enquiry.
 */
export async function queueThreadMail(
  tx: DatabaseTransaction,
  {
    enquiryId,
    subject,
    text,
    signature,
    staffEmail,
    quoteId,
  }: {
    enquiryId: string;
    subject: string;
    text: string;
    signature?: string;
    staffEmail: string;
    quoteId?: string;
  },
) {
  const enquiry = await tx.contactRequest.findUnique({
    where: { id: enquiryId },
    select: {
      email: true,
      replyToken: true,
      messages: { orderBy: [{ createdAt: "asc" }, { id: "asc" }], select: { messageId: true } },
    },
  });
  if (!enquiry) return false;
  const token = enquiry.replyToken ?? (await giveReplyToken(tx, enquiryId));
  const earlier = enquiry.messages.map((message) => message.messageId);
  const messageId = newMessageId();
  const inReplyTo = earlier.at(-1);
  const from = getConfig().MAIL_FROM;
  const queued = await enqueueEmail(tx, {
    to: enquiry.email,
    from,
    replyTo: replyAddress(token),
    subject,
    text: signature ? `${text}\n\n-- \n${signature}` : text,
    headers: {
      "Message-ID": messageId,
      ...(inReplyTo
        ? { "In-Reply-To": inReplyTo, References: earlier.slice(-MAX_REFERENCES).join(" ") }
        : {}),
    },
  });
  await tx.enquiryMessage.create({
    data: {
      contactRequestId: enquiryId,
      direction: "out",
      fromAddress: from,
      toAddress: enquiry.email,
      subject,
      text,
      messageId,
      inReplyTo,
      staffEmail,
      outboxMessageId: queued.id,
      quoteId,
    },
  });
  await markEnquiryAnswered(tx, enquiryId);
  return true;
}

async function giveReplyToken(tx: DatabaseTransaction, enquiryId: string) {
  const token = newReplyToken();
  await tx.contactRequest.update({ where: { id: enquiryId }, data: { replyToken: token } });
  return token;
}

export async function addEnquiryNote(enquiryId: string, body: string, staffEmail: string) {
  const exists = await prisma.contactRequest.count({ where: { id: enquiryId } });
  if (!exists) return false;
  await prisma.enquiryNote.create({ data: { contactRequestId: enquiryId, body, staffEmail } });
  return true;
}

export async function setEnquiryService(enquiryId: string, service: string) {
  const { count } = await prisma.contactRequest.updateMany({
    where: { id: enquiryId },
    data: { service: service || null },
  });
  return count === 1;
}

export async function setEnquiryCompany(enquiryId: string, companyName: string) {
  const { count } = await prisma.contactRequest.updateMany({
    where: { id: enquiryId },
    data: { company: companyName },
  });
  return count === 1;
}
