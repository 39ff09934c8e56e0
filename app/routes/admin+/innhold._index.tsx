import { Link, useLoaderData } from "@remix-run/react";
import { AdminTable, PageHeading } from "~/admin";
import { siteContentCopy } from "~/site-content";
import { listContentDocuments } from "~/site-content/index.server";
import { staffLoader } from "~/auth/index.server";

const copy = siteContentCopy.list;

export const loader = staffLoader(async () => ({ documents: await listContentDocuments() }));

export default function ContentListPage() {
  const { documents } = useLoaderData<typeof loader>();
  return (
    <section>
      <PageHeading title={copy.title} intro={copy.intro} />
      <AdminTable
        label={copy.title}
        rows={documents.map((document) => ({ ...document, id: document.key }))}
        empty=""
        page={1}
        pageCount={1}
        columns={[
          {
            header: copy.columns.document,
            cell: (document) => (
              <>
                <Link to={document.key} className="font-medium hover:text-primary">
                  {document.title}
                </Link>
                <p className="text-muted-foreground">{document.description}</p>
              </>
            ),
          },
          { header: copy.columns.status, cell: (document) => document.status, nowrap: true },
          {
            header: copy.columns.published,
            cell: (document) => document.published ?? copy.neverPublished,
            nowrap: true,
            wide: true,
          },
        ]}
      />
    </section>
  );
}
