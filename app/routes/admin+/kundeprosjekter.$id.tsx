import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import ArrowLeft from "lucide-react/icons/arrow-left";
import ExternalLink from "lucide-react/icons/external-link";
import { z } from "zod";
import { formatDateTime } from "~/format";
import { PageHeading } from "~/admin";
import {
  feedbackView,
  getCustomerProjectForStaff,
  moveCustomerProject,
  sendStaffMessage,
  submitFeedback,
} from "~/customer-projects/index.server";
import { TextareaField } from "~/components/ui/field";
import { StatusButton } from "~/components/ui/status-button";
import {
  CustomerProjectView,
  StepProgress,
  StaffUploads,
  customerProjectsAdminCopy as copy,
  projectSteps,
  stepLabel,
  stepValues,
} from "~/customer-projects";
import { QuoteList } from "~/quotes";
import { Timeline } from "~/timeline";
import { projectTimeline } from "~/timeline/index.server";
import { acceptedQuote, listQuotes } from "~/quotes/index.server";
import { getStorage } from "~/storage/index.server";
import { Button } from "~/components/ui/button";
import { customerErased, projectView } from "~/customer-projects/index.server";
import { useIsPending } from "~/hooks";
import { useResetAfterSend } from "~/forms";
import { staffAction, staffLoader } from "~/auth/index.server";
import { redirectWithToast } from "~/toast/index.server";

const actionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("step"), step: z.enum(stepValues) }),
  z.object({
    intent: z.literal("message"),
    body: z
      .string({ error: copy.messageRequired })
      .trim()
      .min(2, copy.messageRequired)
      .max(5000, copy.messageRequired),
  }),
]);

export const loader = staffLoader(async ({ request, params }) => {
  const project = await getCustomerProjectForStaff(params.id ?? "");
  if (!project) throw new Response(copy.notFound, { status: 404 });
  const search = new URL(request.url).searchParams;
  const rounds = await feedbackView(project.id, (storageKey) =>
    getStorage().signedUrl(storageKey, { expiresInSeconds: renderLinkSeconds }),
  );
  const files = project.files.map((file) => ({
    id: file.id,
    messageId: file.messageId,
    delivery: file.delivery,
    name: file.originalName,
    size: file.size,
    href: `/admin/kundeprosjekter/${project.id}/filer/${file.id}`,
  }));
  // A project made from an enquiry keeps what was agreed there: its quotes and its mails.
  const quoteSources = project.enquiryId
    ? [{ projectId: project.id }, { enquiryId: project.enquiryId }]
    : { projectId: project.id };
  return {
    id: project.id,
    enquiryId: project.enquiryId,
    quotes: await listQuotes(quoteSources),
    agreed: await acceptedQuote(quoteSources),
    timeline: (await projectTimeline(project.id)) ?? [],
    projectName: project.projectName,
    erased: customerErased(project),
    step: project.step,
    received: formatDateTime(project.createdAt),
    rounds,
    selectedRound: Number(search.get("runde")) || undefined,
    compareId: search.get("sammenlign") ?? undefined,
    ...projectView(project, files),
  };
});

const renderLinkSeconds = 60 * 60;
const feedbackIntents = new Set(["pick", "pin", "reply", "resolve", "reopen"]);

export const action = staffAction(async ({ request, params, staff }) => {
  const id = params.id ?? "";
  const here = `/admin/kundeprosjekter/${id}`;
  const form = await request.formData();
  if (feedbackIntents.has(String(form.get("intent")))) {
    const outcome = await submitFeedback(id, "staff", form);
    if (outcome.status === "saved") {
      const round = new URL(request.url).searchParams.get("runde");
      return redirectWithToast(
        `${round && /^\d{1,4}$/.test(round) ? `${here}?runde=${round}` : here}#${outcome.anchor}`,
        outcome.toast,
      );
    }
    return data(outcome.status === "pick" ? { pick: outcome } : { refusal: outcome }, {
      status: outcome.status === "pick" ? 200 : 400,
    });
  }
  const submission = parseWithZod(form, { schema: actionSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const change = submission.value;
  if (change.intent === "step") {
    const moved = await moveCustomerProject(id, change.step, staff.email);
    if (moved === "not-found") throw new Response(copy.notFound, { status: 404 });
    if (moved === "erased") return redirectWithToast(here, copy.erasedToast);
    return redirectWithToast(
      here,
      moved === "moved" ? copy.movedToast(stepLabel(change.step)) : copy.sameStepToast,
    );
  }
  const sent = await sendStaffMessage(id, change.body);
  if (sent === "not-found") throw new Response(copy.notFound, { status: 404 });
  return redirectWithToast(here, sent === "erased" ? copy.erasedToast : copy.messageSentToast);
});

export default function CustomerProjectAdminPage() {
  const project = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const reply = answer && "status" in answer ? answer : undefined;
  const bodyErrors = reply?.error?.body ?? undefined;
  const feedback = answer && !("status" in answer) ? answer : undefined;
  return (
    <article className="space-y-12">
      <div>
        <Link
          to="/admin/kundeprosjekter"
          className="mb-6 inline-flex items-center gap-2 text-sm text-muted-foreground hover:text-primary"
        >
          <ArrowLeft className="size-4" aria-hidden /> {copy.back}
        </Link>
        <PageHeading title={project.projectName} intro={`${copy.received} ${project.received}`}>
          <a
            href={`/prosjekt/${project.id}`}
            target="_blank"
            rel="noreferrer"
            className="inline-flex items-center gap-2 text-sm text-primary hover:underline"
          >
            <ExternalLink className="size-4" aria-hidden /> {copy.customerPage}
          </a>
        </PageHeading>
        {project.enquiryId ? (
          <p className="text-sm text-muted-foreground">
            {copy.fromEnquiry}{" "}
            <Link
              to={`/admin/henvendelser/${project.enquiryId}`}
              className="text-primary underline"
            >
              {copy.fromEnquiryLink}
            </Link>
          </p>
        ) : null}
        <QuoteList
          quotes={project.quotes}
          agreed={project.agreed}
          writeHref={project.erased ? undefined : `/admin/tilbud/ny?kundeprosjekt=${project.id}`}
        />
      </div>

      <section aria-labelledby="fase-tittel" className="space-y-6">
        <h2 id="fase-tittel" className="text-2xl">
          {copy.stepHeading}
        </h2>
        <StepProgress step={project.step} />
        {project.erased ? <ErasedCustomerNotice /> : <StepButtons step={project.step} />}
      </section>

      <CustomerProjectView
        project={project}
        feedback={{
          pick: feedback && "pick" in feedback ? feedback.pick : undefined,
          refusal: feedback && "refusal" in feedback ? feedback.refusal : undefined,
        }}
        staff
        uploads={
          project.erased ? null : (
            <StaffUploads projectId={project.id} approved={Boolean(project.approval)} />
          )
        }
        timeline={
          <Timeline events={project.timeline}>
            {project.erased ? null : <StaffMessageForm errors={bodyErrors} />}
          </Timeline>
        }
      />
    </article>
  );
}

/**
 * Erasure kept the project for the accounts and emptied the customer's address: nothing on
 * the page may mail them, and the page says why (decision 321).
 */
function ErasedCustomerNotice() {
  return (
    <div role="note" aria-labelledby="kunde-slettet" className="rounded-lg border p-4">
      <h3 id="kunde-slettet" className="font-semibold">
        {copy.erased.heading}
      </h3>
      <p className="mt-1 text-sm text-muted-foreground">{copy.erased.text}</p>
    </div>
  );
}

/** A button per other step; moving mails the customer about the new one. */
function StepButtons({ step }: { step: string }) {
  return (
    <>
      <p className="text-sm text-muted-foreground">{copy.stepIntro}</p>
      <div className="flex flex-wrap gap-2">
        {projectSteps
          .filter((candidate) => candidate.value !== step)
          .map((candidate) => (
            <Form method="post" key={candidate.value}>
              <input type="hidden" name="intent" value="step" />
              <input type="hidden" name="step" value={candidate.value} />
              <Button type="submit" variant="outline">
                {copy.moveTo(candidate.label)}
              </Button>
            </Form>
          ))}
      </div>
    </>
  );
}

/** Staff's message to the customer; the page's step buttons post to the same action. */
function StaffMessageForm({ errors }: { errors?: string[] }) {
  const pending = useIsPending({ intent: "message" });
  const sent = useResetAfterSend({ fields: { intent: "message" } });
  return (
    <Form key={sent.key} ref={sent.ref} method="post" className="space-y-2">
      <input type="hidden" name="intent" value="message" />
      <TextareaField
        label={copy.messageLabel}
        description={copy.messageHelp}
        errors={errors}
        textareaProps={{
          id: "body",
          name: "body",
          rows: 5,
          required: true,
          minLength: 2,
          autoFocus: Boolean(errors?.length),
        }}
      />
      <StatusButton type="submit" status={pending ? "pending" : "idle"}>
        {copy.send}
      </StatusButton>
    </Form>
  );
}
