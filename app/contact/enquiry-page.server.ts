import { data } from "@remix-run/node";
import { parseWithZod } from "@conform-to/zod/v4";
import { z } from "zod";
import { formatDateTime, formatFileSize } from "~/format";
import { isThumbnailType } from "~/components/ui/attachment-list";
import { redirectWithToast } from "~/toast/index.server";
import { enquiriesCopy as copy, enquiryStageCopy, threadCopy } from "./copy/enquiries-admin";
import { changeEnquiryStage, getEnquiry, resendEnquiryEmail } from "./enquiries.server";
import { splitQuotedText } from "./quoted-text";
import { asEnquiryStage, stageChangeSchema } from "./stages.server";
import {
  addEnquiryNote,
  sendEnquiryAnswer,
  setEnquiryCompany,
  setEnquiryService,
} from "./thread.server";
import { answerSchema, companySchema, noteSchema, serviceSchema } from "./thread-schema";
import type { ThreadMessage } from "./ui/enquiry-thread";

type StoredMessage = {
  id: string;
  direction: string;
  fromAddress: string;
  staffEmail: string | null;
  subject: string;
  text: string;
  html: string | null;
  refusedFiles: string | null;
  placedBy: string | null;
  placedAt: Date | null;
  createdAt: Date;
  attachments: { id: string; originalName: string; size: number; contentType: string }[];
  outboxMessage?: { status: string; lastError: string | null } | null;
};

/** One mail as a thread shows it: either way, with its files, delivery and placing. */
export function threadMessageView(message: StoredMessage): ThreadMessage {
  const { text, quoted } = splitQuotedText(message.text);
  return {
    id: message.id,
    direction: message.direction === "out" ? "out" : "in",
    from: message.fromAddress,
    staffEmail: message.staffEmail,
    subject: message.subject,
    text,
    quoted,
    html: message.html,
    refusedFiles: message.refusedFiles,
    at: formatDateTime(message.createdAt),
    attachments: message.attachments.map((attachment) => ({
      id: attachment.id,
      name: attachment.originalName,
      size: formatFileSize(attachment.size),
      image: isThumbnailType(attachment.contentType),
    })),
    delivery: message.outboxMessage ?? null,
    placed:
      message.placedBy && message.placedAt
        ? { by: message.placedBy, at: formatDateTime(message.placedAt) }
        : null,
  };
}

/** What the enquiry's staff page shows beside its timeline, formatted; null when there is none. */
export async function enquiryPageView(id: string) {
  const enquiry = await getEnquiry(id);
  if (!enquiry) return null;
  return {
    id: enquiry.id,
    name: enquiry.name,
    email: enquiry.email,
    phone: enquiry.phone,
    company: enquiry.company,
    service: enquiry.service ?? "",
    stage: asEnquiryStage(enquiry.stage),
    received: formatDateTime(enquiry.createdAt),
    deliveries: enquiry.outbox.map((message) => ({
      ...message,
      created: formatDateTime(message.createdAt),
    })),
  };
}

const enquiryActionSchema = z.discriminatedUnion("intent", [
  stageChangeSchema,
  answerSchema,
  noteSchema,
  companySchema,
  serviceSchema,
  z.object({ intent: z.literal("resend") }),
]);

const notFound = () => new Response(copy.notFound, { status: 404 });

/**
 * The enquiry page's forms, told apart by `intent`: refused input goes back to its form with
 * a 400, a done change redirects with its toast.
 */
export async function enquiryPageAction({
  request,
  enquiryId,
  staffEmail,
}: {
  request: Request;
  enquiryId: string;
  staffEmail: string;
}) {
  const submission = parseWithZod(await request.formData(), { schema: enquiryActionSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const here = `/admin/henvendelser/${enquiryId}`;
  const change = submission.value;
  switch (change.intent) {
    case "stage": {
      const { stage, reason } = change;
      const moved = await changeEnquiryStage({ enquiryId, stage, reason, staffEmail });
      if (moved === "missing") throw notFound();
      return redirectWithToast(
        here,
        moved === "moved"
          ? enquiryStageCopy.movedToast(enquiryStageCopy.labels[stage])
          : enquiryStageCopy.unchangedToast,
      );
    }
    case "answer":
      if (!(await sendEnquiryAnswer({ enquiryId, body: change.body, staffEmail })))
        throw notFound();
      return redirectWithToast(`${here}#samtale-tittel`, threadCopy.sentToast);
    case "note":
      if (!(await addEnquiryNote(enquiryId, change.body, staffEmail))) throw notFound();
      return redirectWithToast(`${here}#notater-tittel`, threadCopy.noteToast);
    case "company":
      if (!(await setEnquiryCompany(enquiryId, change.company))) throw notFound();
      return redirectWithToast(here, threadCopy.companyToast);
    case "service":
      if (!(await setEnquiryService(enquiryId, change.service))) throw notFound();
      return redirectWithToast(here, threadCopy.serviceToast);
    case "resend": {
      const queued = await resendEnquiryEmail(enquiryId);
      return redirectWithToast(here, queued ? copy.resentToast : copy.nothingToResendToast);
    }
  }
}
