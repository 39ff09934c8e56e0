import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import ArrowLeft from "lucide-react/icons/arrow-left";
import { PageHeading } from "~/admin";
import { staffAction, staffLoader } from "~/auth/index.server";
import {
  norwegianToday,
  QuoteForm,
  quoteFormCopy as copy,
  QuotePreview,
  quoteSchema,
} from "~/quotes";
import {
  previewQuote,
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

/**
 * "Send tilbud" only previews (intent "preview", or none); the quote goes on "Bekreft og
 * send" (intent "send") from the preview, whose values are checked again here.
 */
export const action = staffAction(async ({ request, staff }) => {
  const { source } = sourceOf(request);
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: quoteSchema });
  // A line added or removed, or "Oppdater", without JavaScript comes back as the form; nothing is sent.
  if (submission.status !== "success")
    return data(
      { result: submission.reply(), formError: undefined, preview: null },
      { status: submission.status === "error" ? 400 : 200 },
    );
  const intent = formData.get("intent");
  if (intent === "edit") return { result: submission.reply(), formError: undefined, preview: null };
  if (intent !== "send") {
    const quote = await previewQuote(source, submission.value);
    if (!quote) throw new Response("Ikke funnet", { status: 404 });
    const preview = { quote, fields: submission.value };
    return { result: submission.reply(), formError: undefined, preview };
  }
  const outcome = await sendQuote(source, submission.value, staff.email);
  switch (outcome.status) {
    case "not-found":
      throw new Response("Ikke funnet", { status: 404 });
    case "refused":
      return data(
        { result: submission.reply(), formError: outcome.message, preview: null },
        { status: 409 },
      );
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
      ) : actionData?.preview ? (
        <QuotePreview action={page.action} {...actionData.preview} />
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
