import type { ActionFunctionArgs, MetaFunction } from "@remix-run/node";
import type { ClientActionFunctionArgs } from "@remix-run/react";
import { useActionData } from "@remix-run/react";
import { keepDataAfterFailedSend, sendKeepingForm } from "~/forms";
import { headersKeepingRetryAfter } from "~/http";
import { newsletterCopy, NewsletterPage } from "~/newsletter";
import { answerSignup } from "~/newsletter/index.server";
import { loadedPageTags } from "~/seo";
import { pageData } from "~/seo/index.server";

export const meta: MetaFunction<typeof loader> = loadedPageTags;

export const loader = () => pageData("/nyhetsbrev");

export const shouldRevalidate = keepDataAfterFailedSend;

/** A signup refused by its limit answers with Retry-After (decisions 299, 320). */
export const headers = headersKeepingRetryAfter();

export const action = ({ request, context }: ActionFunctionArgs) =>
  answerSignup(request, context.clientIp);

// The home page's signup posts here in place (a fetcher): a failed send keeps its page.
export const clientAction = ({ serverAction }: ClientActionFunctionArgs) =>
  sendKeepingForm(serverAction<typeof action>, newsletterCopy.failure);

export default function NewsletterSignupPage() {
  const answer = useActionData<typeof clientAction>();
  return <NewsletterPage answer={answer && "ok" in answer ? answer : undefined} />;
}
