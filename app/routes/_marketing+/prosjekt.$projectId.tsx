import type {
  ActionFunctionArgs,
  HeadersFunction,
  LoaderFunctionArgs,
  MetaFunction,
} from "@remix-run/node";
import {
  data,
  isRouteErrorResponse,
  useActionData,
  useLoaderData,
  useRouteError,
} from "@remix-run/react";
import { formatDateTime, formatFileSize } from "~/admin/format";
import { MessageThread } from "~/components/customer-project/message-thread";
import { CustomerMessageForm } from "~/components/customer-project/message-form";
import { ProjectBrief } from "~/components/customer-project/project-brief";
import { StepProgress } from "~/components/customer-project/step-progress";
import { ErrorPage } from "~/components/error-page";
import { ShowToast } from "~/components/toaster";
import { briefFormCopy, projectPageCopy as copy } from "~/content/customer-projects";
import { formCopy } from "~/content/forms";
import { openCustomerProject, receiveCustomerMessage } from "~/customer-projects.server";
import { projectTypeLabel, serviceLabels } from "~/customer-projects/brief-schema";
import { redirectWithToast } from "~/toast.server";
import { attachmentCopy } from "~/uploads/attachment-rules";
import { MalformedFormError } from "~/uploads/upload-form.server";

/** A capability URL: never cached, never indexed, never sent on as a referrer. */
const privatePageHeaders = {
  "Cache-Control": "private, no-store",
  "Referrer-Policy": "no-referrer",
  "X-Robots-Tag": "noindex, nofollow",
};

export const headers: HeadersFunction = () => privatePageHeaders;

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [
  { title: page ? copy.metaTitle(page.projectName) : "Fant ikke siden | Digitale Poteter" },
  { name: "robots", content: "noindex, nofollow" },
  { name: "referrer", content: "no-referrer" },
];

function notFound(): never {
  throw new Response("Ikke funnet", { status: 404, statusText: "Not Found" });
}

function tooManyRequests(): never {
  throw new Response(copy.tooManyText, {
    status: 429,
    statusText: "Too Many Requests",
    headers: { "Retry-After": "600" },
  });
}

export async function loader({ params, context }: LoaderFunctionArgs) {
  const lookup = await openCustomerProject(params.projectId ?? "", context.clientIp);
  if (lookup.status === "rate-limited") tooManyRequests();
  if (lookup.status === "not-found") notFound();
  const { project } = lookup;
  const fileLink = (file: (typeof project.files)[number]) => ({
    id: file.id,
    name: `${file.name} (${formatFileSize(file.size)})`,
    href: file.url,
  });
  return data(
    {
      projectName: project.projectName,
      step: project.step,
      brief: {
        contact: [project.contactName, project.email, project.phone].filter(Boolean).join(" · "),
        company: project.company,
        address: project.address,
        projectType: projectTypeLabel(project.projectType),
        units: project.units,
        services: serviceLabels(project.services),
        deadline: project.deadline
          ? project.deadline.toISOString().slice(0, 10).split("-").reverse().join(".")
          : null,
        description: project.description,
        received: formatDateTime(project.createdAt),
      },
      briefFiles: project.files.filter((file) => !file.messageId).map(fileLink),
      messages: project.messages.map((message) => ({
        id: message.id,
        author: message.author,
        body: message.body,
        sent: formatDateTime(message.createdAt),
        files: project.files.filter((file) => file.messageId === message.id).map(fileLink),
      })),
    },
    { headers: privatePageHeaders },
  );
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const projectId = params.projectId ?? "";
  try {
    const outcome = await receiveCustomerMessage(request, projectId, context.clientIp);
    switch (outcome.status) {
      case "sent":
        return redirectWithToast(`/prosjekt/${projectId}`, copy.sentToast);
      case "not-found":
        return notFound();
      case "rate-limited":
        return tooManyRequests();
      case "invalid":
        return data(
          {
            result: outcome.submission.reply(),
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
          { status: 400, headers: privatePageHeaders },
        );
      case "failed":
        return data(
          {
            result: outcome.submission.reply(),
            toast: { id: "message-failed", type: "error" as const, ...briefFormCopy.failure },
          },
          { status: 503, headers: privatePageHeaders },
        );
    }
  } catch (error) {
    if (!(error instanceof MalformedFormError)) throw error;
    return data({ formError: formCopy.malformed }, { status: 400, headers: privatePageHeaders });
  }
}

export default function CustomerProjectPage() {
  const page = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <div className="container space-y-14 py-16">
      <header>
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">{copy.eyebrow}</p>
        <h1 className="mt-3 text-4xl md:text-5xl">{page.projectName}</h1>
        <p className="mt-4 max-w-prose text-sm text-muted-foreground">{copy.privateNote}</p>
      </header>
      <StepProgress step={page.step} />
      <ProjectBrief brief={page.brief} files={page.briefFiles} />
      <section aria-labelledby="meldinger-tittel" className="max-w-3xl">
        <h2 id="meldinger-tittel" className="mb-6 text-3xl">
          {copy.threadHeading}
        </h2>
        <MessageThread messages={page.messages} authors={copy.authors} empty={copy.noMessages} />
        <h3 className="mt-10 mb-4 text-2xl">{copy.messageForm.heading}</h3>
        <CustomerMessageForm key={page.messages.length} lastResult={actionData} />
      </section>
      {actionData && "toast" in actionData && actionData.toast ? (
        <ShowToast toast={actionData.toast} />
      ) : null}
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 429) {
    return (
      <section className="container py-24">
        <h1 className="text-4xl">{copy.tooManyTitle}</h1>
        <p className="mt-4 max-w-prose text-muted-foreground">{copy.tooManyText}</p>
      </section>
    );
  }
  return <ErrorPage />;
}
