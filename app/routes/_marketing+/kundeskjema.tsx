import type { ActionFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect, useActionData } from "@remix-run/react";
import { BriefForm } from "~/components/customer-project/brief-form";
import { ShowToast } from "~/components/toaster";
import { briefFormCopy as copy } from "~/content/customer-projects";
import { formCopy } from "~/content/forms";
import { pageMeta } from "~/content/pages";
import { receiveBrief } from "~/customer-projects.server";
import { redirectWithToast } from "~/toast.server";
import { attachmentCopy } from "~/uploads/attachment-rules";
import { MalformedFormError } from "~/uploads/upload-form.server";

export const meta: MetaFunction = () => {
  const { title, description } = pageMeta("/kundeskjema");
  return [{ title }, { name: "description", content: description }];
};

export async function action({ request, context }: ActionFunctionArgs) {
  try {
    const outcome = await receiveBrief(request, context.clientIp);
    switch (outcome.status) {
      case "created":
        return redirectWithToast(`/prosjekt/${outcome.projectId}`, copy.createdToast);
      case "ignored":
        return redirect("/takk", 303);
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
          { status: 400 },
        );
      case "failed":
        return data(
          {
            result: outcome.submission.reply(),
            toast: { id: "brief-failed", type: "error" as const, ...copy.failure },
          },
          { status: 503 },
        );
    }
  } catch (error) {
    if (!(error instanceof MalformedFormError)) throw error;
    return data({ formError: formCopy.malformed }, { status: 400 });
  }
}

export default function BriefPage() {
  const actionData = useActionData<typeof action>();
  return (
    <section className="container py-16">
      <h1 className="max-w-3xl text-4xl md:text-5xl">{copy.heading}</h1>
      <p className="mt-4 max-w-2xl text-lg text-muted-foreground">{copy.intro}</p>
      <div className="mt-10 max-w-4xl">
        <BriefForm lastResult={actionData} />
      </div>
      {actionData && "toast" in actionData && actionData.toast ? (
        <ShowToast toast={actionData.toast} />
      ) : null}
    </section>
  );
}
