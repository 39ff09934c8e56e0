import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import ArrowLeft from "lucide-react/icons/arrow-left";
import { PageHeading } from "~/admin";
import { staffAction, staffLoader } from "~/auth/index.server";
import { norwegianToday, QuoteForm, quoteFormCopy as copy, quoteSchema } from "~/quotes";
import {
  quoteFormStart,
  type QuoteSource,
  sendQuote,
  sourceAdminPath,
} from "~/quotes/index.server";
import { redirectWithToast } from "~/toast/index.server";

const DEFAULT_DAYS_VALID = 30;

/** ?henvendelse=<id> or ?kundeprosjekt=<id>: whom the quote is for. */
function sourceOf(request: Request): { source: QuoteSource; query: string } {
  const search = new URL(request.url).searchParams;
  const enquiryId = search.get("henvendelse");
  const projectId = search.get("kundeprosjekt");
  if (enquiryId && enquiryId.length <= 64)
    return { source: { enquiryId }, query: `henvendelse=${encodeURIComponent(enquiryId)}` };
  if (projectId && projectId.length <= 64)
    return { source: { projectId }, query: `kundeprosjekt=${encodeURIComponent(projectId)}` };
  throw new Response("Ikke funnet", { status: 404 });
}

function daysFromToday(days: number) {
  const today = Date.parse(`${norwegianToday()}T00:00:00Z`);
  return new Date(today + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

export const loader = staffLoader(async ({ request }) => {
  const { source, query } = sourceOf(request);
  const start = await quoteFormStart(source);
  if (!start) throw new Response("Ikke funnet", { status: 404 });
  return {
    ...start,
    back: sourceAdminPath(source),
    action: `/admin/tilbud/ny?${query}`,
    defaultValue: { ...start.defaultValue, validUntil: daysFromToday(DEFAULT_DAYS_VALID) },
  };
});

export const action = staffAction(async ({ request, staff }) => {
  const { source } = sourceOf(request);
  const submission = parseWithZod(await request.formData(), { schema: quoteSchema });
  // A line added or removed without JavaScript comes back as the form, changed; nothing is sent.
  if (submission.status !== "success")
    return data(
      { result: submission.reply(), formError: undefined },
      { status: submission.status === "error" ? 400 : 200 },
    );
  const outcome = await sendQuote(source, submission.value, staff.email);
  switch (outcome.status) {
    case "not-found":
      throw new Response("Ikke funnet", { status: 404 });
    case "refused":
      return data({ result: submission.reply(), formError: outcome.message }, { status: 409 });
    case "sent":
      return redirectWithToast(sourceAdminPath(source), copy.sentToast);
  }
});

export default function NewQuotePage() {
  const page = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <section>
      <Link
        to={page.back}
        className="mb-6 inline-flex items-center gap-2 text-sm text-muted-foreground hover:text-primary"
      >
        <ArrowLeft className="size-4" aria-hidden /> {copy.back}
      </Link>
      <PageHeading
        title={page.version > 1 ? copy.versionTitle(page.version) : copy.newTitle}
        intro={copy.intro(page.recipient.name, page.recipient.email)}
      />
      {page.version > 1 ? (
        <p className="mb-6 max-w-prose text-sm text-muted-foreground">{copy.supersedeNote}</p>
      ) : null}
      {page.accepted ? (
        <p className="max-w-prose rounded-md border p-4">{copy.errors.accepted}</p>
      ) : (
        <QuoteForm
          action={page.action}
          lastResult={actionData?.result}
          defaultValue={page.defaultValue}
          formError={actionData?.formError}
        />
      )}
    </section>
  );
}
