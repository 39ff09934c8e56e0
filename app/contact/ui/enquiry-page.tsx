import { Form, Link } from "@remix-run/react";
import ArrowLeft from "lucide-react/icons/arrow-left";
import Download from "lucide-react/icons/download";
import RefreshCw from "lucide-react/icons/refresh-cw";
import type { ReactNode } from "react";
import { AdminTable, PageHeading } from "~/admin";
import { Button } from "~/components/ui/button";
import { deliveryStatusLabels, enquiriesCopy as copy } from "../copy/enquiries-admin";
import type { EnquiryStage } from "../stages";
import { EnquiryServiceForm } from "./enquiry-service-form";
import { EnquiryStageSection, type StageHistoryEntry } from "./enquiry-stage";
import {
  EnquiryCompanyForm,
  EnquiryNotes,
  EnquiryThread,
  type EnquiryNoteView,
  type ThreadMessage,
} from "./enquiry-thread";

export interface EnquiryView {
  id: string;
  name: string;
  email: string;
  phone: string;
  company: string;
  service: string;
  message: string;
  received: string;
  stage: EnquiryStage;
  stageHistory: StageHistoryEntry[];
  attachments: { id: string; name: string; size: string }[];
  thread: ThreadMessage[];
  notes: EnquiryNoteView[];
  deliveries: {
    id: string;
    created: string;
    to: string;
    status: string;
    attempts: number;
    lastError: string | null;
  }[];
}

/** A refused form's errors, by the intent of the form that sent it. */
type RefusedForm = {
  initialValue?: Record<string, unknown> | null;
  error?: Record<string, string[] | null> | null;
};

/**
 * One enquiry for staff: who, the message they first sent and its files at the top, then
 * company, service and stage, the thread, notes, and the e-mail about it. `afterNotes` holds what other concerns add (quotes, the project).
 */
export function EnquiryPage({
  enquiry,
  refused,
  afterNotes,
}: {
  enquiry: EnquiryView;
  refused: RefusedForm | undefined;
  afterNotes: ReactNode;
}) {
  const intent = refused?.initialValue?.intent;
  const errorsOf = (form: string, field: string) =>
    intent === form ? (refused?.error?.[field] ?? undefined) : undefined;
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
      <h2 className="mt-8 text-2xl">{copy.message}</h2>
      <p className="mt-3 max-w-prose rounded-md border bg-card p-4 whitespace-pre-wrap">
        {enquiry.message}
      </p>
      <EnquiryAttachments enquiryId={enquiry.id} attachments={enquiry.attachments} />
      <div className="mt-10 flex flex-wrap gap-x-8">
        <EnquiryCompanyForm company={enquiry.company} errors={errorsOf("company", "company")} />
        <EnquiryServiceForm service={enquiry.service} errors={errorsOf("service", "service")} />
      </div>
      <EnquiryStageSection
        stage={enquiry.stage}
        history={enquiry.stageHistory}
        errors={{ stage: errorsOf("stage", "stage"), reason: errorsOf("stage", "reason") }}
      />
      <EnquiryThread
        enquiryId={enquiry.id}
        messages={enquiry.thread}
        errors={errorsOf("answer", "body")}
      />
      <EnquiryNotes notes={enquiry.notes} errors={errorsOf("note", "body")} />
      {afterNotes}
      <EnquiryDeliveries deliveries={enquiry.deliveries} />
    </article>
  );
}

function EnquiryAttachments({
  enquiryId,
  attachments,
}: {
  enquiryId: string;
  attachments: EnquiryView["attachments"];
}) {
  return (
    <>
      <h2 className="mt-10 text-2xl">{copy.attachments}</h2>
      {attachments.length === 0 ? (
        <p className="mt-3 text-muted-foreground">{copy.noAttachments}</p>
      ) : (
        <ul className="mt-3 space-y-2">
          {attachments.map((attachment) => (
            <li key={attachment.id}>
              <a
                href={`/admin/henvendelser/${enquiryId}/vedlegg/${attachment.id}`}
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
    </>
  );
}

/** The e-mails about the enquiry in the outbox, and resending the latest. */
function EnquiryDeliveries({ deliveries }: { deliveries: EnquiryView["deliveries"] }) {
  return (
    <>
      <h2 className="mt-10 text-2xl">{copy.delivery}</h2>
      <p className="mt-2 text-sm text-muted-foreground">{copy.deliveryIntro}</p>
      <AdminTable
        label={copy.delivery}
        rows={deliveries}
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
      {deliveries.length > 0 ? (
        <Form method="post" className="mt-4">
          <input type="hidden" name="intent" value="resend" />
          <Button type="submit" variant="outline">
            <RefreshCw aria-hidden />
            {copy.resend}
          </Button>
        </Form>
      ) : null}
    </>
  );
}
