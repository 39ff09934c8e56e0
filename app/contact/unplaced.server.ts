import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "@remix-run/node";
import { formatDateTime } from "~/admin";
import { containsText } from "~/admin/index.server";
import { prisma } from "~/db/index.server";
import { redirectWithToast } from "~/toast/index.server";
import { threadCopy } from "./copy/enquiries-admin";
import { threadMessageView } from "./enquiry-page.server";
import { listUnplacedMails } from "./enquiries.server";
import { senderAddress } from "./inbound-mail-fields.server";
import { placeMailSchema } from "./thread-schema";

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
 * when (decision 268). "gone" when the mail is no longer unplaced (a colleague was quicker).
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
    const { count } = await tx.enquiryMessage.updateMany({
      where: { id: mailId, contactRequestId: null },
      data: { contactRequestId: enquiryId, placedBy: staffEmail, placedAt: new Date() },
    });
    return count === 1 ? "placed" : "gone";
  });
}

/** The Uplassert page's form: placed, it opens the enquiry's thread where the mail now is. */
export async function placeMailAction({
  request,
  staffEmail,
}: {
  request: Request;
  staffEmail: string;
}) {
  const submission = parseWithZod(await request.formData(), { schema: placeMailSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const { mail, enquiry } = submission.value;
  const placed = await placeUnplacedMail({ mailId: mail, enquiryId: enquiry, staffEmail });
  if (placed === "no-enquiry")
    return data(submission.reply({ fieldErrors: { enquiry: [threadCopy.errors.noSuchEnquiry] } }), {
      status: 400,
    });
  if (placed === "gone")
    return redirectWithToast("/admin/henvendelser/uplassert", threadCopy.alreadyPlacedToast);
  return redirectWithToast(`/admin/henvendelser/${enquiry}#samtale-tittel`, threadCopy.placedToast);
}
