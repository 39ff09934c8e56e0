import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, useActionData, useLoaderData } from "@remix-run/react";
import {
  CustomerMessageForm,
  CustomerProjectView,
  StepProgress,
  briefFormCopy,
  loadCustomerMessageForm,
  projectPageCopy as copy,
} from "~/customer-projects";
import { hydrateWhenNeeded, renderedAtOnce } from "~/components/ui/hydrate-when-needed";
import { LimitedPageErrorBoundary } from "~/components/layout/error-page";
import { ShowToast } from "~/toast";
import { formCopy, useResetAfterSend } from "~/forms";
import {
  openCustomerProject,
  receiveCustomerFeedback,
  receiveCustomerMessage,
} from "~/customer-projects/index.server";
import { projectView } from "~/customer-projects/index.server";
import { rateLimitedAnswer } from "~/spam-guard/index.server";
import { redirectWithToast } from "~/toast/index.server";
import { attachmentCopy } from "~/uploads";
import { MalformedFormError } from "~/uploads/index.server";
import { notFound, tooManyRequests, uploadRoute } from "~/http";
import { refuseErasedPage } from "~/personal-data/index.server";
import { errorPageTags, privatePageTags } from "~/seo";

const messageFormId = "prosjektmelding-tittel";
// The reply form at the foot of the page is the only one that brings Conform; its code loads
// as the customer scrolls towards it or first interacts (decision 077).
const MessageForm = import.meta.env.SSR
  ? renderedAtOnce(CustomerMessageForm)
  : hydrateWhenNeeded(messageFormId, loadCustomerMessageForm);

/** A capability URL: every answer, whatever the loader or action returns, is private. */
export { privatePageRouteHeaders as headers } from "~/http";

export const meta: MetaFunction<typeof loader> = (args) => [
  ...(args.data
    ? [
        { title: copy.metaTitle(args.data.projectName) },
        { name: "description", content: copy.metaDescription(args.data.projectName) },
      ]
    : errorPageTags(args)),
  ...privatePageTags,
];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  await refuseErasedPage(`/prosjekt/${params.projectId}`);
  const lookup = await openCustomerProject(params.projectId ?? "", context.clientIp);
  if (lookup.status === "rate-limited") tooManyRequests(copy.tooManyText);
  if (lookup.status === "not-found") notFound();
  const { project } = lookup;
  const files = project.files.map((file) => ({ ...file, href: file.url }));
  const search = new URL(request.url).searchParams;
  return {
    projectName: project.projectName,
    step: project.step,
    rounds: project.rounds,
    selectedRound: Number(search.get("runde")) || undefined,
    compareId: search.get("sammenlign") ?? undefined,
    downloadAll: `/prosjekt/${project.id}/ferdige-filer.zip`,
    ...projectView(project, files),
  };
}

/** The page's feedback forms are urlencoded; only the message form carries files. */
async function feedbackAction(request: Request, projectId: string, clientIp: string) {
  const outcome = await receiveCustomerFeedback(request, projectId, clientIp);
  switch (outcome.status) {
    case "not-found":
      return notFound();
    case "rate-limited":
      return tooManyRequests(copy.tooManyText);
    case "saved":
      return redirectWithToast(
        `/prosjekt/${projectId}${roundQuery(request)}#${outcome.anchor}`,
        outcome.toast,
      );
    case "pick":
      return { pick: outcome };
    case "refused":
      return data({ refusal: outcome }, refusedInit(outcome.retryAfterSeconds));
  }
}

/** A refused post's status: a 429 with Retry-After when a limit refused it, else a 400. */
function refusedInit(retryAfterSeconds: number | undefined) {
  const limited = retryAfterSeconds ? rateLimitedAnswer(retryAfterSeconds) : undefined;
  return { status: limited?.status ?? 400, headers: limited?.headers };
}

/** After a feedback post the customer stays in the round they were looking at. */
function roundQuery(request: Request) {
  const round = new URL(request.url).searchParams.get("runde");
  return round && /^\d{1,4}$/.test(round) ? `?runde=${round}` : "";
}

export const handle = uploadRoute;

export async function action({ request, params, context }: ActionFunctionArgs) {
  const projectId = params.projectId ?? "";
  await refuseErasedPage(`/prosjekt/${projectId}`);
  try {
    if (!(request.headers.get("Content-Type") ?? "").startsWith("multipart/form-data"))
      return await feedbackAction(request, projectId, context.clientIp);
    const outcome = await receiveCustomerMessage(request, projectId, context.clientIp);
    switch (outcome.status) {
      case "sent":
        return redirectWithToast(`/prosjekt/${projectId}`, copy.sentToast);
      case "not-found":
        return notFound();
      case "rate-limited":
        return tooManyRequests(copy.tooManyText);
      case "invalid":
        return data(
          {
            result: outcome.submission.reply(),
            formError: outcome.formError,
            uploadError: outcome.uploadError,
            toast: outcome.uploadError
              ? {
                  id: "upload",
                  type: "error" as const,
                  title: attachmentCopy.errorTitle,
                  description: outcome.uploadError,
                }
              : undefined,
          },
          refusedInit(outcome.retryAfterSeconds),
        );
      case "failed":
        return data(
          {
            result: outcome.submission.reply(),
            toast: { id: "message-failed", type: "error" as const, ...briefFormCopy.failure },
          },
          { status: 503 },
        );
    }
  } catch (error) {
    if (!(error instanceof MalformedFormError)) throw error;
    return data({ formError: formCopy.malformed }, { status: 400 });
  }
}

export default function CustomerProjectPage() {
  const page = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const messageSent = useResetAfterSend({ fields: { intent: "message" } });
  return (
    <div className="container space-y-14 py-16">
      <header>
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">{copy.eyebrow}</p>
        <h1 className="mt-3 text-4xl md:text-5xl">{page.projectName}</h1>
        <p className="mt-4 max-w-prose text-sm text-muted-foreground">{copy.privateNote}</p>
      </header>
      <StepProgress step={page.step} />
      <CustomerProjectView
        project={page}
        downloadAll={page.downloadAll}
        feedback={{
          pick: actionData && "pick" in actionData ? actionData.pick : undefined,
          refusal: actionData && "refusal" in actionData ? actionData.refusal : undefined,
        }}
        messageForm={
          <>
            <h3 id={messageFormId} className="pt-4 text-2xl">
              {copy.messageForm.heading}
            </h3>
            <MessageForm
              key={messageSent.key}
              formRef={messageSent.ref}
              lastResult={
                actionData && !("pick" in actionData) && !("refusal" in actionData)
                  ? actionData
                  : undefined
              }
            />
          </>
        }
      />
      {actionData && "toast" in actionData && actionData.toast ? (
        <ShowToast toast={actionData.toast} />
      ) : null}
    </div>
  );
}

export function ErrorBoundary() {
  return <LimitedPageErrorBoundary title={copy.tooManyTitle} text={copy.tooManyText} />;
}
