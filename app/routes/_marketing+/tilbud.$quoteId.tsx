import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, useActionData, useLoaderData } from "@remix-run/react";
import { isbot } from "isbot";
import { readStaffSession } from "~/auth/index.server";
import { LimitedPageErrorBoundary } from "~/components/layout/error-page";
import { notFound, tooManyRequests } from "~/http";
import { refuseErasedPage } from "~/personal-data/index.server";
import { QuoteAnswer, QuoteDocument, quotePageCopy as copy } from "~/quotes";
import { answerQuote, openQuote, recordQuoteOpened } from "~/quotes/index.server";
import { privatePageTags } from "~/seo";
import { redirectWithToast } from "~/toast/index.server";

/** A capability URL, as the customer project page (decision 243). */
export { privatePageRouteHeaders as headers } from "~/http";

export const meta: MetaFunction = () => [{ title: copy.metaTitle }, ...privatePageTags];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  await refuseErasedPage(`/tilbud/${params.quoteId}`);
  const lookup = await openQuote(params.quoteId ?? "", context.clientIp);
  if (lookup.status === "rate-limited") tooManyRequests(copy.tooManyText);
  if (lookup.status === "not-found") notFound();
  if (await openedByCustomer(request)) await recordQuoteOpened(lookup.quote.id);
  return lookup.quote;
}

/** A person's look, not staff's preview from admin nor a mail scanner's fetch (decision 331). */
async function openedByCustomer(request: Request) {
  if (request.method !== "GET" || isbot(request.headers.get("User-Agent") ?? "")) return false;
  return !(await readStaffSession(request)).staff;
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const quoteId = params.quoteId ?? "";
  await refuseErasedPage(`/tilbud/${quoteId}`);
  const outcome = await answerQuote(quoteId, context.clientIp, await request.formData());
  switch (outcome.status) {
    case "not-found":
      return notFound();
    case "rate-limited":
      return tooManyRequests(copy.tooManyText);
    case "saved":
      return redirectWithToast(`/tilbud/${quoteId}`, outcome.toast);
    case "invalid":
      return data({ result: outcome.submission.reply(), formError: undefined }, { status: 400 });
    case "closed":
      return data({ result: undefined, formError: outcome.message }, { status: 409 });
  }
}

export default function QuotePage() {
  const quote = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <div className="container max-w-4xl space-y-10 py-16 print:py-0">
      <QuoteDocument quote={quote} />
      <QuoteAnswer
        quote={quote}
        lastResult={actionData?.result}
        formError={actionData?.formError}
      />
      <p className="max-w-prose text-sm text-muted-foreground print:hidden">{copy.privateNote}</p>
    </div>
  );
}

export function ErrorBoundary() {
  return <LimitedPageErrorBoundary title={copy.tooManyTitle} text={copy.tooManyText} />;
}
