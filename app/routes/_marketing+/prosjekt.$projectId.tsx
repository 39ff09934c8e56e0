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
import { CustomerMessageForm } from "~/components/customer-project/message-form";
import { ProjectBrief } from "~/components/customer-project/project-brief";
import { ProjectMessages } from "~/components/customer-project/project-messages";
import { StepProgress } from "~/components/customer-project/step-progress";
import { ErrorPage } from "~/components/error-page";
import { ShowToast } from "~/components/toaster";
import { briefFormCopy, projectPageCopy as copy } from "~/content/customer-projects";
import { formCopy } from "~/content/forms";
import { openCustomerProject, receiveCustomerMessage } from "~/customer-projects/index.server";
import { projectView } from "~/customer-projects/index.server";
import { redirectWithToast } from "~/toast/index.server";
import { attachmentCopy } from "~/uploads";
import { MalformedFormError } from "~/uploads/index.server";
import { cachePolicies } from "~/http";

/** A capability URL: never cached, never indexed, never sent on as a referrer. */
const privatePageHeaders = {
  "Cache-Control": cachePolicies.personal,
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
  const files = project.files.map((file) => ({ ...file, href: file.url }));
  return data(
    { projectName: project.projectName, step: project.step, ...projectView(project, files) },
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
      <ProjectMessages
        heading={copy.threadHeading}
        messages={page.messages}
        authors={copy.authors}
        empty={copy.noMessages}
      >
        <h3 className="pt-4 text-2xl">{copy.messageForm.heading}</h3>
        <CustomerMessageForm key={page.messages.length} lastResult={actionData} />
      </ProjectMessages>
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
