import { Form, Link, useLoaderData } from "@remix-run/react";
import ArrowLeft from "lucide-react/icons/arrow-left";
import { PageHeading } from "~/admin";
import { StatusButton } from "~/components/ui/status-button";
import { useIsPending } from "~/hooks";
import { ChangesTable, siteContentCopy } from "~/site-content";
import { contentKeyOr404, loadComparison, restore } from "~/site-content/index.server";
import { staffAction, staffLoader } from "~/auth/index.server";

const copy = siteContentCopy.compare;

export const loader = staffLoader(({ params }) =>
  loadComparison(contentKeyOr404(params.key), params.version),
);

export const action = staffAction(({ params, staff }) =>
  restore(contentKeyOr404(params.key), params.version, staff),
);

export default function ContentVersionPage() {
  const { key, title, version, current, publishedBy, publishedAt, changes } =
    useLoaderData<typeof loader>();
  const pending = useIsPending();
  return (
    <section className="max-w-4xl space-y-6">
      <Link
        to={`/admin/innhold/${key}/historikk`}
        className="inline-flex items-center gap-2 text-sm text-muted-foreground hover:text-primary"
      >
        <ArrowLeft className="size-4" aria-hidden />
        {copy.back}
      </Link>
      <PageHeading title={copy.title(title, version)} intro={copy.intro(version, current)} />
      <p className="text-sm text-muted-foreground">
        {publishedBy}, {publishedAt}
      </p>
      <ChangesTable
        changes={changes}
        beforeLabel={copy.columns.version(version)}
        afterLabel={copy.columns.current}
      />
      {version === current ? null : (
        <Form method="post" className="space-y-2">
          <p className="text-sm text-muted-foreground">{copy.restoreHelp}</p>
          <StatusButton type="submit" status={pending ? "pending" : "idle"}>
            {copy.restore}
          </StatusButton>
        </Form>
      )}
    </section>
  );
}
