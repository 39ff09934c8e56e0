import { useActionData, useLoaderData } from "@remix-run/react";
import { enquiriesCopy as copy, EnquiryPage } from "~/contact";
import { enquiryPageAction, enquiryPageView } from "~/contact/index.server";
import { ProjectFromEnquiry } from "~/customer-projects";
import { projectOfEnquiry } from "~/customer-projects/index.server";
import { QuoteList } from "~/quotes";
import { listQuotes } from "~/quotes/index.server";
import { Timeline } from "~/timeline";
import { enquiryTimeline } from "~/timeline/index.server";
import { staffAction, staffLoader } from "~/auth/index.server";

export const loader = staffLoader(async ({ params }) => {
  const id = params.id ?? "";
  const [enquiry, timeline, quotes, project] = await Promise.all([
    enquiryPageView(id),
    enquiryTimeline(id),
    listQuotes({ enquiryId: id }),
    projectOfEnquiry(id),
  ]);
  if (!enquiry || !timeline) throw new Response(copy.notFound, { status: 404 });
  return { ...enquiry, timeline, quotes, project };
});

export const action = staffAction(({ request, params, staff }) =>
  enquiryPageAction({ request, enquiryId: params.id ?? "", staffEmail: staff.email }),
);

export default function EnquiryRoute() {
  const { quotes, project, timeline, ...enquiry } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  return (
    <EnquiryPage
      enquiry={enquiry}
      refused={refused}
      timeline={<Timeline events={timeline} />}
      timelineSize={timeline.length}
      afterStage={
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
