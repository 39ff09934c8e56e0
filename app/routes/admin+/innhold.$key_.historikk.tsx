import { Link, useLoaderData } from "@remix-run/react";
import ArrowLeft from "lucide-react/icons/arrow-left";
import { AdminTable, PageHeading } from "~/admin";
import { siteContentCopy } from "~/site-content";
import { contentKeyOr404, loadHistory } from "~/site-content/index.server";
import { staffLoader } from "~/auth/index.server";

const copy = siteContentCopy.history;

export const loader = staffLoader(({ params }) => loadHistory(contentKeyOr404(params.key)));

export default function ContentHistoryPage() {
  const { key, title, versions } = useLoaderData<typeof loader>();
  return (
    <section className="max-w-3xl">
      <Link
        to={`/admin/innhold/${key}`}
        className="mb-6 inline-flex items-center gap-2 text-sm text-muted-foreground hover:text-primary"
      >
        <ArrowLeft className="size-4" aria-hidden />
        {copy.back}
      </Link>
      <PageHeading title={copy.title(title)} intro={copy.intro} />
      <AdminTable
        label={copy.title(title)}
        rows={versions.map((version, index) => ({
          ...version,
          id: String(version.version),
          current: index === 0,
        }))}
        empty={copy.empty}
        page={1}
        pageCount={1}
        columns={[
          {
            header: copy.columns.version,
            cell: (row) =>
              row.current ? (
                `${row.version} (${copy.current})`
              ) : (
                <Link
                  to={`/admin/innhold/${key}/versjon/${row.version}`}
                  aria-label={copy.compare(row.version)}
                  className="font-medium hover:text-primary"
                >
                  {row.version}
                </Link>
              ),
            nowrap: true,
          },
          { header: copy.columns.publishedBy, cell: (row) => row.publishedBy },
          { header: copy.columns.publishedAt, cell: (row) => row.publishedAt, nowrap: true },
        ]}
      />
    </section>
  );
}
