import { Form, Link, useLoaderData } from "@remix-run/react";
import { Paperclip, Search } from "lucide-react";
import { formatDateTime, pageParam } from "~/admin/format";
import { listEnquiries } from "~/admin/enquiries.server";
import { PageHeading } from "~/components/admin/page-heading";
import { Pagination } from "~/components/admin/pagination";
import { Button } from "~/components/ui/button";
import { deliveryStatusLabels, enquiriesCopy as copy } from "~/content/admin";
import { staffLoader } from "~/staff-route.server";

export const loader = staffLoader(async ({ request }) => {
  const url = new URL(request.url);
  const query = (url.searchParams.get("q") ?? "").slice(0, 200);
  const result = await listEnquiries({ query, page: pageParam(url) });
  return {
    query,
    ...result,
    enquiries: result.enquiries.map(({ createdAt, ...enquiry }) => ({ ...enquiry, received: formatDateTime(createdAt) })),
  };
});

export default function EnquiriesPage() {
  const { query, total, page, pageCount, enquiries } = useLoaderData<typeof loader>();
  return (
    <section>
      <PageHeading title={copy.title} intro={copy.intro} />
      <Form method="get" role="search" className="flex flex-wrap items-end gap-2">
        <div className="grow">
          <label htmlFor="q" className="mb-1 block text-sm font-medium">
            {copy.searchLabel}
          </label>
          <input
            id="q"
            name="q"
            type="search"
            defaultValue={query}
            placeholder={copy.searchPlaceholder}
            className="h-10 w-full rounded-md border border-input bg-transparent px-3"
          />
        </div>
        <Button type="submit">
          <Search aria-hidden />
          {copy.search}
        </Button>
        {query ? (
          <Button asChild variant="ghost">
            <Link to=".">{copy.clearSearch}</Link>
          </Button>
        ) : null}
      </Form>
      <p className="mt-6 text-sm text-muted-foreground" aria-live="polite">
        {copy.count(total)}
      </p>
      {enquiries.length === 0 ? (
        <p className="mt-4">{query ? copy.noMatches : copy.empty}</p>
      ) : (
        <div className="mt-4 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="border-b text-muted-foreground">
              <tr>
                <th className="py-2 pr-4 font-medium">{copy.columns.date}</th>
                <th className="py-2 pr-4 font-medium">{copy.columns.name}</th>
                <th className="py-2 pr-4 font-medium">{copy.columns.email}</th>
                <th className="py-2 pr-4 font-medium">{copy.columns.attachments}</th>
                <th className="py-2 pr-4 font-medium">{copy.columns.delivery}</th>
                <th className="py-2 font-medium">{copy.columns.status}</th>
              </tr>
            </thead>
            <tbody>
              {enquiries.map((enquiry) => (
                <tr key={enquiry.id} className="border-b">
                  <td className="py-3 pr-4 whitespace-nowrap">{enquiry.received}</td>
                  <td className="py-3 pr-4">
                    <Link to={enquiry.id} className="font-medium text-primary hover:underline">
                      {enquiry.name}
                    </Link>
                  </td>
                  <td className="py-3 pr-4">{enquiry.email}</td>
                  <td className="py-3 pr-4">
                    {enquiry.attachmentCount > 0 ? (
                      <span className="inline-flex items-center gap-1">
                        <Paperclip className="size-4" aria-hidden /> {enquiry.attachmentCount}
                      </span>
                    ) : null}
                  </td>
                  <td className="py-3 pr-4">
                    {enquiry.deliveryStatus ? (deliveryStatusLabels[enquiry.deliveryStatus] ?? enquiry.deliveryStatus) : copy.noEmail}
                  </td>
                  <td className="py-3">{enquiry.handled ? copy.handled : <strong>{copy.open}</strong>}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination page={page} pageCount={pageCount} />
    </section>
  );
}
