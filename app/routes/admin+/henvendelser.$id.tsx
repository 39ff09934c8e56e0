import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import ArrowLeft from "lucide-react/icons/arrow-left";
import Download from "lucide-react/icons/download";
import RefreshCw from "lucide-react/icons/refresh-cw";
import { z } from "zod";
import { AdminTable, formatDateTime, formatFileSize, PageHeading } from "~/admin";
import {
  answerSchema,
  asEnquiryStage,
  companySchema,
  deliveryStatusLabels,
  EnquiryCompanyForm,
  EnquiryNotes,
  enquiriesCopy as copy,
  enquiryStageCopy,
  EnquiryStageSection,
  EnquiryThread,
  noteSchema,
  stageChangeSchema,
  threadCopy,
} from "~/contact";
import {
  addEnquiryNote,
  changeEnquiryStage,
  getEnquiry,
  resendEnquiryEmail,
  sendEnquiryAnswer,
  setEnquiryCompany,
} from "~/contact/index.server";
import { ProjectFromEnquiry } from "~/customer-projects";
import { projectOfEnquiry } from "~/customer-projects/index.server";
import { QuoteList } from "~/quotes";
import { listQuotes } from "~/quotes/index.server";
import { Button } from "~/components/ui/button";
import { staffAction, staffLoader } from "~/auth/index.server";
import { redirectWithToast } from "~/toast/index.server";

const enquiryActionSchema = z.discriminatedUnion("intent", [
  stageChangeSchema,
  answerSchema,
  noteSchema,
  companySchema,
  z.object({ intent: z.literal("resend") }),
]);

export const loader = staffLoader(async ({ params }) => {
  const enquiry = await getEnquiry(params.id ?? "");
  if (!enquiry) throw new Response(copy.notFound, { status: 404 });
  const { createdAt, attachments, outbox, stages, stage, notes, messages, ...rest } = enquiry;
  const [quotes, project] = await Promise.all([
    listQuotes({ enquiryId: enquiry.id }),
    projectOfEnquiry(enquiry.id),
  ]);
  return {
    ...rest,
    quotes,
    project,
    thread: messages.map((message) => ({
      id: message.id,
      direction: message.direction === "out" ? ("out" as const) : ("in" as const),
      from: message.fromAddress,
      staffEmail: message.staffEmail,
      subject: message.subject,
      text: message.text,
      html: message.html,
      refusedFiles: message.refusedFiles,
      at: formatDateTime(message.createdAt),
      attachments: message.attachments.map((attachment) => ({
        id: attachment.id,
        name: attachment.originalName,
        size: formatFileSize(attachment.size),
      })),
    })),
    notes: notes.map((note) => ({
      id: note.id,
      body: note.body,
      by: note.staffEmail,
      at: formatDateTime(note.createdAt),
    })),
    stage: asEnquiryStage(stage),
    stageHistory: stages.map((change) => ({
      id: change.id,
      from: change.fromStage ? asEnquiryStage(change.fromStage) : null,
      stage: asEnquiryStage(change.stage),
      reason: change.reason,
      by: change.staffEmail,
      at: formatDateTime(change.createdAt),
    })),
    received: formatDateTime(createdAt),
    attachments: attachments.map((attachment) => ({
      id: attachment.id,
      name: attachment.originalName,
      size: formatFileSize(attachment.size),
    })),
    deliveries: outbox.map((message) => ({
      ...message,
      created: formatDateTime(message.createdAt),
    })),
  };
});

export const action = staffAction(async ({ request, params, staff }) => {
  const id = params.id ?? "";
  const submission = parseWithZod(await request.formData(), { schema: enquiryActionSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const here = `/admin/henvendelser/${id}`;
  if (submission.value.intent === "stage") {
    const { stage, reason } = submission.value;
    const moved = await changeEnquiryStage({
      enquiryId: id,
      stage,
      reason,
      staffEmail: staff.email,
    });
    if (moved === "missing") throw new Response(copy.notFound, { status: 404 });
    return redirectWithToast(
      here,
      moved === "moved"
        ? enquiryStageCopy.movedToast(enquiryStageCopy.labels[stage])
        : enquiryStageCopy.unchangedToast,
    );
  }
  const change = submission.value;
  if (change.intent === "answer") {
    const sent = await sendEnquiryAnswer({
      enquiryId: id,
      body: change.body,
      staffEmail: staff.email,
    });
    if (!sent) throw new Response(copy.notFound, { status: 404 });
    return redirectWithToast(`${here}#samtale-tittel`, threadCopy.sentToast);
  }
  if (change.intent === "note") {
    if (!(await addEnquiryNote(id, change.body, staff.email)))
      throw new Response(copy.notFound, { status: 404 });
    return redirectWithToast(`${here}#notater-tittel`, threadCopy.noteToast);
  }
  if (change.intent === "company") {
    if (!(await setEnquiryCompany(id, change.company)))
      throw new Response(copy.notFound, { status: 404 });
    return redirectWithToast(here, threadCopy.companyToast);
  }
  const queued = await resendEnquiryEmail(id);
  return redirectWithToast(here, queued ? copy.resentToast : copy.nothingToResendToast);
});

export default function EnquiryPage() {
  const enquiry = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  const intent = refused?.initialValue?.intent;
  const errorsFor = (name: string) => (intent === name ? (refused?.error ?? undefined) : undefined);
  return (
    <article>
      <Link
        to="/admin/henvendelser"
        className="mb-6 inline-flex items-center gap-2 text-sm text-muted-foreground hover:text-primary"
      >
        <ArrowLeft className="size-4" aria-hidden /> {copy.back}
      </Link>
      <PageHeading title={enquiry.name} intro={`${copy.received} ${enquiry.received}`} />
      <dl className="grid gap-4 sm:grid-cols-[10rem_1fr]">
        <dt className="text-muted-foreground">{copy.email}</dt>
        <dd>
          <a href={`mailto:${enquiry.email}`} className="text-primary hover:underline">
            {enquiry.email}
          </a>
        </dd>
        <dt className="text-muted-foreground">{copy.phone}</dt>
        <dd>
          <a
            href={`tel:${enquiry.phone.replace(/\s/g, "")}`}
            className="text-primary hover:underline"
          >
            {enquiry.phone}
          </a>
        </dd>
      </dl>
      <div className="mt-6">
        <EnquiryCompanyForm
          company={enquiry.company}
          errors={errorsFor("company")?.company ?? undefined}
        />
      </div>
      <EnquiryStageSection
        stage={enquiry.stage}
        history={enquiry.stageHistory}
        errors={errorsFor("stage")}
      />
      <h2 className="mt-10 text-2xl">{copy.message}</h2>
      <p className="mt-3 max-w-prose rounded-md border bg-card p-4 whitespace-pre-wrap">
        {enquiry.message}
      </p>

      <h2 className="mt-10 text-2xl">{copy.attachments}</h2>
      {enquiry.attachments.length === 0 ? (
        <p className="mt-3 text-muted-foreground">{copy.noAttachments}</p>
      ) : (
        <ul className="mt-3 space-y-2">
          {enquiry.attachments.map((attachment) => (
            <li key={attachment.id}>
              <a
                href={`/admin/henvendelser/${enquiry.id}/vedlegg/${attachment.id}`}
                className="inline-flex items-center gap-2 text-primary hover:underline"
              >
                <Download className="size-4" aria-hidden />
                {copy.download} {attachment.name}
              </a>{" "}
              <span className="text-sm text-muted-foreground">({attachment.size})</span>
            </li>
          ))}
        </ul>
      )}

      <EnquiryThread
        enquiryId={enquiry.id}
        messages={enquiry.thread}
        errors={errorsFor("answer")?.body ?? undefined}
      />
      <EnquiryNotes notes={enquiry.notes} errors={errorsFor("note")?.body ?? undefined} />
      <QuoteList quotes={enquiry.quotes} writeHref={`/admin/tilbud/ny?henvendelse=${enquiry.id}`} />
      <ProjectFromEnquiry
        enquiryId={enquiry.id}
        project={enquiry.project}
        won={enquiry.quotes.some((quote) => quote.state === "accepted")}
      />

      <h2 className="mt-10 text-2xl">{copy.delivery}</h2>
      <p className="mt-2 text-sm text-muted-foreground">{copy.deliveryIntro}</p>
      <AdminTable
        label={copy.delivery}
        rows={enquiry.deliveries}
        empty={copy.noDeliveries}
        columns={[
          {
            header: copy.deliveryColumns.created,
            cell: (delivery) => delivery.created,
            nowrap: true,
          },
          { header: copy.deliveryColumns.to, cell: (delivery) => delivery.to },
          {
            header: copy.deliveryColumns.status,
            cell: (delivery) => deliveryStatusLabels[delivery.status] ?? delivery.status,
          },
          { header: copy.deliveryColumns.attempts, cell: (delivery) => delivery.attempts },
          {
            header: copy.deliveryColumns.error,
            cell: (delivery) => (
              <span className="text-muted-foreground">{delivery.lastError ?? ""}</span>
            ),
          },
        ]}
      />
      {enquiry.deliveries.length > 0 ? (
        <Form method="post" className="mt-4">
          <input type="hidden" name="intent" value="resend" />
          <Button type="submit" variant="outline">
            <RefreshCw aria-hidden />
            {copy.resend}
          </Button>
        </Form>
      ) : null}
    </article>
  );
}
