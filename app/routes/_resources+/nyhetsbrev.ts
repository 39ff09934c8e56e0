import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs } from "@remix-run/node";
import type { ClientActionFunctionArgs } from "@remix-run/react";
import { data, redirect } from "@remix-run/node";
import { getConfig } from "~/config/index.server";
import { formCopy, sendKeepingForm } from "~/forms";
import { newsletterCopy, newsletterSchema, type NewsletterAnswer } from "~/newsletter";
import { subscribe } from "~/newsletter/index.server";
import { consumeRateLimit } from "~/spam-guard/index.server";
import { judgeSubmission } from "~/spam-guard/index.server";
import type { ToastInput } from "~/toast";
import { createToastHeaders } from "~/toast/index.server";
import { log } from "~/observability/index.server";

export function loader() {
  return redirect("/#nyhetsbrev");
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  const answer = async (ok: boolean, toast: ToastInput) => {
    if (formData.get("inPlace") === "1")
      return data<NewsletterAnswer>({
        ok,
        toast: { id: crypto.randomUUID(), type: "message" as const, ...toast },
      });
    return redirect(safeReturnPath(formData.get("returnTo")), {
      status: 303,
      headers: await createToastHeaders(toast),
    });
  };

  const verdict = judgeSubmission(formData);
  if (verdict === "bot") return answer(true, { type: "success", ...newsletterCopy.success });
  const submission = parseWithZod(formData, { schema: newsletterSchema });
  if (submission.status !== "success") {
    return answer(false, { type: "error", ...newsletterCopy.missing });
  }
  if (verdict !== "human") {
    const description = verdict === "stale" ? formCopy.stale : formCopy.tooFast;
    return answer(false, { type: "error", title: newsletterCopy.failure.title, description });
  }
  const config = getConfig();
  const limit = await consumeRateLimit({
    key: `newsletter:${context.clientIp}`,
    limit: config.RATE_LIMIT_SIGNUPS,
    windowSeconds: config.RATE_LIMIT_WINDOW_SECONDS,
  });
  if (!limit.allowed) {
    const minutes = Math.ceil(limit.retryAfterSeconds / 60);
    return answer(false, {
      type: "error",
      title: newsletterCopy.failure.title,
      description: formCopy.rateLimited(minutes),
    });
  }
  try {
    await subscribe(submission.value);
    return answer(true, { type: "success", ...newsletterCopy.success });
  } catch (error) {
    log.error({ err: error }, "Påmelding til nyhetsbrevet feilet");
    return answer(false, { type: "error", ...newsletterCopy.failure });
  }
}

// The signup posts in place (a fetcher), so a failed send keeps the page it was sent from.
export const clientAction = ({ serverAction }: ClientActionFunctionArgs) =>
  sendKeepingForm(serverAction<typeof action>, newsletterCopy.failure);

/**
 * Only a path on this site, so the form can't be used to bounce visitors elsewhere. A control
 * character cannot go in a Location header; no page of ours sends one, so it is a bad request.
 */
function safeReturnPath(value: FormDataEntryValue | null) {
  const path = typeof value === "string" ? value : "";
  // eslint-disable-next-line no-control-regex -- control characters are what is refused
  if (/[\u0000-\u001f\u007f]/.test(path))
    throw new Response("Ugyldig returadresse", { status: 400 });
  return path.startsWith("/") && !path.startsWith("//") && !path.startsWith("/\\") ? path : "/";
}
