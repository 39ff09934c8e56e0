import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "@remix-run/node";
import { newsletterCopy as copy } from "./copy/newsletter";
import type { NewsletterAnswer } from "./index";
import { newsletterSchema } from "./newsletter-schema";
import { subscribe } from "./subscription.server";
import { getConfig } from "~/config/index.server";
import { formCopy } from "~/forms";
import { log } from "~/observability/index.server";
import {
  consumeRateLimit,
  judgeSubmission,
  rateLimitedAnswer,
  tokenForResend,
} from "~/spam-guard/index.server";
import type { ToastInput } from "~/toast";
import { createToastHeaders } from "~/toast/index.server";

type Refusal = Pick<NewsletterAnswer, "toast" | "formError">;

/**
 * The signup's action (decision 320). An accepted signup answers in place with JavaScript
 * (a fetcher) and without it goes back to the page it came from with the toast. A refused one
 * is answered with the form as it was sent, its field messages and the reason: in place with
 * JavaScript, and without it as /nyhetsbrev's page; a limit answers 429 with Retry-After.
 */
export async function answerSignup(request: Request, clientIp: string) {
  const formData = await request.formData();
  const returnTo = safeReturnPath(formData.get("returnTo"));
  const accepted = async () => {
    const toast = { type: "success" as const, ...copy.success };
    if (formData.get("inPlace") === "1")
      return data<NewsletterAnswer>({ ok: true, toast: { id: crypto.randomUUID(), ...toast } });
    return redirect(returnTo, { status: 303, headers: await createToastHeaders(toast) });
  };

  const verdict = judgeSubmission(formData);
  // A bot is told it succeeded, so it learns nothing to try again with.
  if (verdict === "bot") return accepted();
  const submission = parseWithZod(formData, { schema: newsletterSchema });
  const refuse = ({ toast, formError }: Refusal, init: ResponseInit = { status: 400 }) =>
    data<NewsletterAnswer>(
      {
        ok: false,
        toast,
        formError,
        result: submission.reply(),
        formToken: tokenForResend(formData),
      },
      init,
    );
  if (submission.status !== "success") return refuse({ toast: errorToast(copy.missing) });
  if (verdict !== "human")
    return refuse({ formError: verdict === "stale" ? formCopy.stale : formCopy.tooFast });
  const config = getConfig();
  const limit = await consumeRateLimit({
    key: `newsletter:${clientIp}`,
    limit: config.RATE_LIMIT_SIGNUPS,
    windowSeconds: config.RATE_LIMIT_WINDOW_SECONDS,
  });
  if (!limit.allowed) {
    const formError = formCopy.rateLimited(Math.ceil(limit.retryAfterSeconds / 60));
    return refuse({ formError }, rateLimitedAnswer(limit.retryAfterSeconds));
  }
  try {
    await subscribe(submission.value);
    return accepted();
  } catch (error) {
    log.error({ err: error }, "Påmelding til nyhetsbrevet feilet");
    return refuse({ toast: errorToast(copy.failure) }, { status: 503 });
  }
}

/** A new id each time, so a second refusal shows its toast again. */
const errorToast = (toast: Omit<ToastInput, "type" | "id">) => ({
  id: crypto.randomUUID(),
  type: "error" as const,
  ...toast,
});

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
