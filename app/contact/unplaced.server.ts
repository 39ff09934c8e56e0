import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "@remix-run/node";
import { formatDateTime } from "~/format";
import { containsText } from "~/admin/index.server";
import { type DatabaseTransaction, prisma } from "~/db/index.server";
import { getStorage } from "~/storage/index.server";
import { redirectWithToast } from "~/toast/index.server";
import { threadCopy } from "./copy/enquiries-admin";
import { threadMessageView } from "./enquiry-page.server";
import { listUnplacedMails } from "./enquiries.server";
import { senderAddress } from "./inbound-mail-fields.server";
import { unplacedMailSchema } from "./thread-schema";
import { markEnquiryWaiting } from "./waiting.server";

/** How many of the newest enquiries each mail offers besides those from its sender. */
const RECENT_CHOICES = 50;

/**
 * The unplaced mails as a thread shows them, each with the enquiries it may be placed on:
 * those from its sender first, as the likely ones, then the newest.
 */
export async function unplacedMailsView() {
  const mails = await listUnplacedMails();
  const senders = [...new Set(mails.map((mail) => senderAddress(mail.fromAddress)))];
  const select = { id: true, name: true, email: true, createdAt: true } as const;
  const [fromSenders, recent] = await Promise.all([
    senders.length
      ? prisma.contactRequest.findMany({
          where: { OR: senders.map((sender) => ({ email: containsText(sender) })) },
          orderBy: [{ createdAt: "desc" }, { id: "desc" }],
          take: 200,
          select,
        })
      : [],
    prisma.contactRequest.findMany({
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: RECENT_CHOICES,
      select,
    }),
  ]);
  const choice = (enquiry: (typeof recent)[number]) => ({
    id: enquiry.id,
    label: `${enquiry.name} <${enquiry.email}> · ${formatDateTime(enquiry.createdAt)}`,
  });
  return mails.map((mail) => {
    const sender = senderAddress(mail.fromAddress);
    // The query matched parts of addresses, in any case; only the whole address counts.
    const own = fromSenders.filter((enquiry) => enquiry.email.toLowerCase() === sender);
    const others = recent.filter((enquiry) => !own.some((mine) => mine.id === enquiry.id));
    return { ...threadMessageView(mail), choices: [...own, ...others].map(choice) };
  });
}

/**
 * Puts an unplaced mail, with its files, into an enquiry's thread and keeps who did it and
 * when (decision 268); the enquiry then waits for an answer to it (decision 302). "gone" when
 * the mail is no longer unplaced (a colleague was quicker).
 */
async function placeUnplacedMail({
  mailId,
  enquiryId,
  staffEmail,
}: {
  mailId: string;
  enquiryId: string;
  staffEmail: string;
}) {
  return prisma.$transaction(async (tx) => {
    if (!(await tx.contactRequest.count({ where: { id: enquiryId } }))) return "no-enquiry";
    const placed = await claimUnplacedMail(tx, mailId, enquiryId, staffEmail);
    if (!placed) return "gone";
    await markEnquiryWaiting(tx, enquiryId, placed.createdAt);
    return "placed";
  });
}

/** Gives the mail its enquiry if it is still unplaced; null when it is not. */
async function claimUnplacedMail(
  tx: DatabaseTransaction,
  mailId: string,
  enquiryId: string,
  staffEmail: string,
) {
  const { count } = await tx.enquiryMessage.updateMany({
    where: { id: mailId, contactRequestId: null },
    data: { contactRequestId: enquiryId, placedBy: staffEmail, placedAt: new Date() },
  });
  if (count !== 1) return null;
  return tx.enquiryMessage.findUniqueOrThrow({
    where: { id: mailId },
    select: { createdAt: true },
  });
}

/** The sender's name in a From field ("Kari <kari@x.no>"), else the address. */
function senderName(from: string) {
  const name = from
    .replace(/<[^<>]*>/, "")
    .replace(/"/g, "")
    .trim();
  return (name || senderAddress(from)).slice(0, 200);
}

/**
 * A mail that belongs to no enquiry is a new one: an enquiry from its sender, with its text,
 * received and waiting from when it came, and the mail with its files as the thread's first
 * message, so the answer threads onto it. Null when it is no longer unplaced.
 */
async function enquiryFromUnplacedMail(mailId: string, staffEmail: string) {
  return prisma.$transaction(async (tx) => {
    const mail = await tx.enquiryMessage.findFirst({
      where: { id: mailId, contactRequestId: null },
      select: { fromAddress: true, text: true, createdAt: true },
    });
    if (!mail) return null;
    const enquiry = await tx.contactRequest.create({
      data: {
        name: senderName(mail.fromAddress),
        email: senderAddress(mail.fromAddress).slice(0, 254),
        phone: "",
        message: mail.text,
        createdAt: mail.createdAt,
        waitingSince: mail.createdAt,
      },
      select: { id: true },
    });
    if (!(await claimUnplacedMail(tx, mailId, enquiry.id, staffEmail)))
      throw new Error("the unplaced mail was placed while it became an enquiry");
    return enquiry.id;
  });
}

/**
 * Spam: the mail and its files go for good. A file the storage fails to delete is left to
 * the sweeper, which removes files no row points to. False when it is no longer unplaced.
 */
async function deleteUnplacedMail(mailId: string) {
  const mail = await prisma.enquiryMessage.findFirst({
    where: { id: mailId, contactRequestId: null },
    select: { attachments: { select: { storageKey: true } } },
  });
  if (!mail) return false;
  const { count } = await prisma.enquiryMessage.deleteMany({
    where: { id: mailId, contactRequestId: null },
  });
  if (count !== 1) return false;
  const storage = getStorage();
  await Promise.allSettled(mail.attachments.map((file) => storage.delete(file.storageKey)));
  return true;
}

const unplacedPath = "/admin/henvendelser/uplassert";

/**
 * The Uplassert page's forms: placed, or made a new enquiry, it opens the enquiry's thread
 * where the mail now is; deleted as spam, it stays on the list.
 */
export async function unplacedMailAction({
  request,
  staffEmail,
}: {
  request: Request;
  staffEmail: string;
}) {
  const submission = parseWithZod(await request.formData(), { schema: unplacedMailSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const change = submission.value;
  if (change.intent === "spam") {
    const deleted = await deleteUnplacedMail(change.mail);
    return redirectWithToast(
      unplacedPath,
      deleted ? threadCopy.spamToast : threadCopy.alreadyPlacedToast,
    );
  }
  if (change.intent === "new-enquiry") {
    const enquiryId = await enquiryFromUnplacedMail(change.mail, staffEmail);
    if (!enquiryId) return redirectWithToast(unplacedPath, threadCopy.alreadyPlacedToast);
    return redirectWithToast(`/admin/henvendelser/${enquiryId}`, threadCopy.newEnquiryToast);
  }
  const { mail, enquiry } = change;
  const placed = await placeUnplacedMail({ mailId: mail, enquiryId: enquiry, staffEmail });
  if (placed === "no-enquiry")
    return data(submission.reply({ fieldErrors: { enquiry: [threadCopy.errors.noSuchEnquiry] } }), {
      status: 400,
    });
  if (placed === "gone") return redirectWithToast(unplacedPath, threadCopy.alreadyPlacedToast);
  return redirectWithToast(`/admin/henvendelser/${enquiry}#samtale-tittel`, threadCopy.placedToast);
}
