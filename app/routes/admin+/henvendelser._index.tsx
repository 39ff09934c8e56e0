import { Form, Link, useLoaderData } from "@remix-run/react";
import Paperclip from "lucide-react/icons/paperclip";
import Search from "lucide-react/icons/search";
import { formatDateTime } from "~/format";
import { pageParam, AdminTable, PageHeading } from "~/admin";
import {
  deliveryStatusLabels,
  enquiriesCopy as copy,
  enquiryStageCopy,
  enquiryStages,
  threadCopy,
} from "~/contact";
import { enquiryStageSchema, listEnquiries } from "~/contact/index.server";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Select } from "~/components/ui/select";
import { staffLoader } from "~/auth/index.server";

export const loader = staffLoader(async ({ request }) => {
  const url = new URL(request.url);
  const query = (url.searchParams.get("q") ?? "").slice(0, 200);
  // An unknown stage in the address lists every stage rather than failing the page.
  const stage = enquiryStageSchema.safeParse(url.searchParams.get("fase")).data ?? null;
  const result = await listEnquiries({ query, stage, page: pageParam(url) });
  return {
    query,
    stage,
    ...result,
    enquiries: result.enquiries.map(({ createdAt, ...enquiry }) => ({
      ...enquiry,
      received: formatDateTime(createdAt),
    })),
  };
});

export default function EnquiriesPage() {
  const { query, stage, total, page, pageCount, enquiries, unplacedMails } =
    useLoaderData<typeof loader>();
  return (
    <section>
      <PageHeading title={copy.title} intro={copy.intro}>
        <Link to="uplassert" className="text-sm text-primary hover:underline">
          {threadCopy.unplacedLink}
          {unplacedMails > 0 ? ` (${unplacedMails})` : null}
        </Link>
      </PageHeading>
      <Form method="get" role="search" className="flex flex-wrap items-end gap-2">
        <div className="grow">
          <Label htmlFor="q" className="mb-1">
            {copy.searchLabel}
          </Label>
          <Input
            id="q"
            name="q"
            type="search"
            defaultValue={query}
            placeholder={copy.searchPlaceholder}
            className="h-10"
          />
        </div>
        <div>
          <Label htmlFor="fase" className="mb-1">
            {copy.stageFilter}
          </Label>
          <Select id="fase" name="fase" defaultValue={stage ?? ""} className="h-10">
            <option value="">{copy.allStages}</option>
            {enquiryStages.map((value) => (
              <option key={value} value={value}>
                {enquiryStageCopy.labels[value]}
              </option>
            ))}
          </Select>
        </div>
        <Button type="submit">
          <Search aria-hidden />
          {copy.search}
        </Button>
        {query || stage ? (
          <Button asChild variant="ghost">
            <Link to=".">{copy.clearSearch}</Link>
          </Button>
        ) : null}
      </Form>
      <p className="mt-6 text-sm text-muted-foreground" aria-live="polite">
        {copy.count(total)}
      </p>
      <AdminTable
        label={copy.title}
        rows={enquiries}
        empty={query || stage ? copy.noMatches : copy.empty}
        page={page}
        pageCount={pageCount}
        columns={[
          { header: copy.columns.date, cell: (enquiry) => enquiry.received, nowrap: true },
          {
            header: copy.columns.name,
            cell: (enquiry) => (
              <>
                <Link to={enquiry.id} className="font-medium text-primary hover:underline">
                  {enquiry.name}
                </Link>
                {enquiry.customerReplied ? (
                  <strong className="ml-2 whitespace-nowrap text-xs">{copy.customerReplied}</strong>
                ) : null}
              </>
            ),
          },
          { header: copy.columns.email, cell: (enquiry) => enquiry.email, wide: true },
          {
            header: copy.columns.attachments,
            wide: true,
            cell: (enquiry) =>
              enquiry.attachmentCount > 0 ? (
                <span className="inline-flex items-center gap-1">
                  <Paperclip className="size-4" aria-hidden /> {enquiry.attachmentCount}
                </span>
              ) : null,
          },
          {
            header: copy.columns.delivery,
            wide: true,
            cell: (enquiry) =>
              enquiry.deliveryStatus
                ? (deliveryStatusLabels[enquiry.deliveryStatus] ?? enquiry.deliveryStatus)
                : copy.noEmail,
          },
          {
            header: copy.columns.status,
            cell: (enquiry) =>
              enquiry.stage === "ny" ? (
                <strong>{enquiryStageCopy.labels.ny}</strong>
              ) : (
                enquiryStageCopy.labels[enquiry.stage]
              ),
          },
        ]}
      />
    </section>
  );
}
