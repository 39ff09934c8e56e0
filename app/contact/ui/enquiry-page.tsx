import { Form, Link } from "@remix-run/react";
import ArrowLeft from "lucide-react/icons/arrow-left";
import RefreshCw from "lucide-react/icons/refresh-cw";
import type { ReactNode } from "react";
import { AdminTable, PageHeading } from "~/admin";
import { Button } from "~/components/ui/button";
import { deliveryStatusLabels, enquiriesCopy as copy } from "../copy/enquiries-admin";
import type { EnquiryStage } from "../stages";
import { EnquiryServiceForm } from "./enquiry-service-form";
import { EnquiryStageSection } from "./enquiry-stage";
import { EnquiryAnswerForm, EnquiryCompanyForm, EnquiryNoteForm } from "./enquiry-thread";

export interface EnquiryView {
  id: string;
  name: string;
  email: string;
  phone: string;
  company: string;
  service: string;
  received: string;
  stage: EnquiryStage;
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
 * One enquiry for staff: who, then its timeline (the message they first sent at the top, the
 * newest at the bottom; decision 330) with the answer and note forms under it, then stage,
 * company and service, and the e-mail about it. `timeline` is drawn by the route, which
 * gathers what other concerns add to it; `afterStage` holds their sections (quotes, project).
 */
export function EnquiryPage({
  enquiry,
  refused,
  timeline,
  timelineSize,
  afterStage,
}: {
  enquiry: EnquiryView;
  refused: RefusedForm | undefined;
  timeline: ReactNode;
  /** How many events the timeline holds: the forms under it start empty after one is added. */
  timelineSize: number;
  afterStage: ReactNode;
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
      {timeline}
      <div className="mt-6 space-y-10">
        <EnquiryAnswerForm count={timelineSize} errors={errorsOf("answer", "body")} />
        <EnquiryNoteForm count={timelineSize} errors={errorsOf("note", "body")} />
      </div>
      <EnquiryStageSection
        stage={enquiry.stage}
        errors={{ stage: errorsOf("stage", "stage"), reason: errorsOf("stage", "reason") }}
      />
      <div className="mt-10 flex flex-wrap gap-x-8">
        <EnquiryCompanyForm company={enquiry.company} errors={errorsOf("company", "company")} />
        <EnquiryServiceForm service={enquiry.service} errors={errorsOf("service", "service")} />
      </div>
      {afterStage}
      <EnquiryDeliveries deliveries={enquiry.deliveries} />
    </article>
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
