import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, useActionData, useLoaderData } from "@remix-run/react";
import { LimitedPageErrorBoundary } from "~/components/layout/error-page";
import { privatePageHeaders } from "~/headers";
import { headersKeepingRetryAfter, notFound, tooManyRequests } from "~/http";
import { refuseErasedPage } from "~/personal-data/index.server";
import { QuoteAnswer, QuoteDocument, quotePageCopy as copy } from "~/quotes";
import { answerQuote, openQuote } from "~/quotes/index.server";
import { privatePageTags } from "~/seo";
import { redirectWithToast } from "~/toast/index.server";

/** A capability URL, as the customer project page (decision 243). */
export const headers = headersKeepingRetryAfter(privatePageHeaders);

export const meta: MetaFunction = () => [{ title: copy.metaTitle }, ...privatePageTags];

export async function loader({ params, context }: LoaderFunctionArgs) {
  await refuseErasedPage(`/tilbud/${params.quoteId}`);
  const lookup = await openQuote(params.quoteId ?? "", context.clientIp);
  if (lookup.status === "rate-limited") tooManyRequests(copy.tooManyText);
  if (lookup.status === "not-found") notFound();
  return data(lookup.quote, { headers: privatePageHeaders });
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
      return data(
        { result: outcome.submission.reply(), formError: undefined },
        { status: 400, headers: privatePageHeaders },
      );
    case "closed":
      return data(
        { result: undefined, formError: outcome.message },
        { status: 409, headers: privatePageHeaders },
      );
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
