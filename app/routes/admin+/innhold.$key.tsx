import { Link, useActionData, useLoaderData } from "@remix-run/react";
import ArrowLeft from "lucide-react/icons/arrow-left";
import History from "lucide-react/icons/history";
import { PageHeading } from "~/admin";
import { ContentEditor, siteContentCopy } from "~/site-content";
import { answerEditor, contentKeyOr404, loadEditor } from "~/site-content/index.server";
import { staffAction, staffLoader } from "~/auth/index.server";
import { uploadRoute } from "~/http";
import { ShowToast } from "~/toast";

const copy = siteContentCopy.editor;

export const loader = staffLoader(({ params }) => loadEditor(contentKeyOr404(params.key)));

// The team's form carries a portrait per member, streamed to storage as it is read.
export const handle = uploadRoute;

export const action = staffAction(({ request, params, staff }) =>
  answerEditor(request, contentKeyOr404(params.key), staff),
);

export default function ContentEditorPage() {
  const document = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <article className="max-w-3xl space-y-6">
      <Link
        to="/admin/innhold"
        className="inline-flex items-center gap-2 text-sm text-muted-foreground hover:text-primary"
      >
        <ArrowLeft className="size-4" aria-hidden />
        {copy.back}
      </Link>
      <PageHeading title={document.title}>
        <Link to="historikk" className="inline-flex items-center gap-2 text-sm hover:text-primary">
          <History className="size-4" aria-hidden />
          {copy.history}
        </Link>
      </PageHeading>
      {document.lastSaved ? (
        <p className="text-sm text-muted-foreground">{document.lastSaved}</p>
      ) : null}
      <ContentEditor
        // A refused save comes back with the other editor's changes merged into the form: it
        // starts again from those values, not from what was typed.
        key={`${document.revision}:${answer?.conflict?.revision ?? ""}`}
        documentKey={document.key}
        fields={document.fields}
        content={document.content}
        revision={document.revision}
        base={document.base}
        published={!document.unpublished}
        lastResult={answer?.result}
        conflict={answer?.conflict}
      />
      {answer && "toast" in answer ? <ShowToast toast={answer.toast} /> : null}
    </article>
  );
}
