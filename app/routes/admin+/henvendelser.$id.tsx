import { useActionData, useLoaderData } from "@remix-run/react";
import { enquiriesCopy as copy, EnquiryPage } from "~/contact";
import { enquiryPageAction, enquiryPageView } from "~/contact/index.server";
import { ProjectFromEnquiry } from "~/customer-projects";
import { projectOfEnquiry } from "~/customer-projects/index.server";
import { QuoteList } from "~/quotes";
import { listQuotes } from "~/quotes/index.server";
import { staffAction, staffLoader } from "~/auth/index.server";

export const loader = staffLoader(async ({ params }) => {
  const id = params.id ?? "";
  const [enquiry, quotes, project] = await Promise.all([
    enquiryPageView(id),
    listQuotes({ enquiryId: id }),
    projectOfEnquiry(id),
  ]);
  if (!enquiry) throw new Response(copy.notFound, { status: 404 });
  return { ...enquiry, quotes, project };
});

export const action = staffAction(({ request, params, staff }) =>
  enquiryPageAction({ request, enquiryId: params.id ?? "", staffEmail: staff.email }),
);

export default function EnquiryRoute() {
  const { quotes, project, ...enquiry } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  return (
    <EnquiryPage
      enquiry={enquiry}
      refused={refused}
      afterNotes={
        <>
          <QuoteList quotes={quotes} writeHref={`/admin/tilbud/ny?henvendelse=${enquiry.id}`} />
          <ProjectFromEnquiry
            enquiryId={enquiry.id}
            project={project}
            won={quotes.some((quote) => quote.state === "accepted")}
          />
        </>
      }
    />
  );
}
