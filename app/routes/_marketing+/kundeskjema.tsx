import type { ActionFunctionArgs, MetaFunction } from "@remix-run/node";
import { type ClientActionFunctionArgs, redirect, useActionData } from "@remix-run/react";
import { BriefForm, briefFormCopy as copy } from "~/customer-projects";
import { ShowToast } from "~/toast";
import { receiveBrief } from "~/customer-projects/index.server";
import { keepDataAfterFailedSend, sendKeepingForm } from "~/forms";
import { cachePolicies } from "~/headers";
import { headersKeepingRetryAfter, uploadRoute } from "~/http";
import { loadedPageTags } from "~/seo";
import { pageData } from "~/seo/index.server";
import { redirectWithToast } from "~/toast/index.server";
import { answeringMalformedForms, refusedFormAnswer } from "~/uploads/index.server";

export const meta: MetaFunction<typeof loader> = loadedPageTags;

export const loader = () => pageData("/kundeskjema");

export const shouldRevalidate = keepDataAfterFailedSend;

export const handle = uploadRoute;

/**
 * The form's serve-time token keys the project it creates (decision 121), so no cache may
 * hand one visitor's copy to another (decision 191). The page itself stays indexable.
 */
export const headers = headersKeepingRetryAfter({ "Cache-Control": cachePolicies.personal });

export async function action({ request, context }: ActionFunctionArgs) {
  return answeringMalformedForms(async () => {
    const outcome = await receiveBrief(request, context.clientIp);
    if (outcome.status === "saved") {
      return redirectWithToast(`/prosjekt/${outcome.saved}`, copy.createdToast);
    }
    if (outcome.status === "ignored") return redirect("/takk", 303);
    return refusedFormAnswer(outcome, copy.failure);
  });
}

export const clientAction = ({ serverAction }: ClientActionFunctionArgs) =>
  sendKeepingForm(serverAction<typeof action>, copy.failure);

export default function BriefPage() {
  const actionData = useActionData<typeof clientAction>();
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
