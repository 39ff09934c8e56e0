import { Link, useLoaderData } from "@remix-run/react";
import { formatDateTime } from "~/format";
import { adminNavigation, adminShellCopy } from "~/admin";
import { InboxList, inboxCopy, overviewCountsCopy as countCopy } from "~/inbox";
import { cn } from "~/components/ui/cn";
import { adminInbox, adminOverviewCounts, dismissInboxAction } from "~/inbox/index.server";
import { enquiryStageCopy, enquiryStages } from "~/contact";
import { pipelineOverview } from "~/contact/index.server";
import { failedSignInsSincePreviousSignIn, staffAction, staffLoader } from "~/auth/index.server";
import { failedSignInsCopy } from "~/auth";

export const loader = staffLoader(async ({ staff }) => {
  const [inbox, counts, failedSignIns, pipeline] = await Promise.all([
    adminInbox(),
    adminOverviewCounts(),
    failedSignInsSincePreviousSignIn(staff.email),
    pipelineOverview(),
  ]);
  return {
    name: staff.name ?? staff.email,
    inbox,
    counts,
    failedSignIns: signInNotice(failedSignIns),
    stageCounts: pipeline.counts,
    waiting: pipeline.waiting.map((enquiry) => ({
      id: enquiry.id,
      name: enquiry.name,
      received: formatDateTime(enquiry.createdAt),
    })),
  };
});

export const action = staffAction(({ request, staff }) => dismissInboxAction(request, staff.email));

/** What the account's staff should know about wrong passwords given for it, if anything. */
function signInNotice(failed: Awaited<ReturnType<typeof failedSignInsSincePreviousSignIn>>) {
  if (!failed) return null;
  if (!failed.count || !failed.lastFailedAt)
    return { alarming: false, text: failedSignInsCopy.none };
  return {
    alarming: true,
    text: failedSignInsCopy.some(failed.count, formatDateTime(failed.lastFailedAt)),
  };
}

export default function AdminOverview() {
  const { name, inbox, counts, failedSignIns, stageCounts, waiting } =
    useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="innboks-tittel">
      <h1 id="innboks-tittel" className="text-4xl">
        {inboxCopy.heading}
      </h1>
      <p className="mt-2 text-muted-foreground">
        Hei, {name}. {inboxCopy.intro}
      </p>
      {failedSignIns ? (
        <p
          className={cn(
            "mt-4 max-w-prose rounded-lg border p-4 text-sm",
            failedSignIns.alarming ? "border-destructive" : "text-muted-foreground",
          )}
        >
          {failedSignIns.text}
        </p>
      ) : null}
      <InboxList rows={inbox} />
      <h2 className="mt-8 text-2xl">{adminShellCopy.countsHeading}</h2>
      <dl className="mt-4 grid gap-4 sm:grid-cols-3 lg:grid-cols-5">
        {countCopy.map(({ key, label, href }) => (
          <div key={key} className="rounded-lg border bg-card p-4">
            <dt className="text-sm text-muted-foreground">
              <Link to={href} className="underline-offset-4 hover:underline">
                {label}
              </Link>
            </dt>
            <dd className="mt-1 font-serif text-3xl">{counts[key]}</dd>
          </div>
        ))}
      </dl>
      <h2 className="mt-8 text-2xl">{enquiryStageCopy.pipelineHeading}</h2>
      <dl className="mt-4 grid gap-4 sm:grid-cols-3 lg:grid-cols-5">
        {enquiryStages.map((stage) => (
          <div key={stage} className="rounded-lg border bg-card p-4">
            <dt className="text-sm text-muted-foreground">
              <Link
                to={`/admin/henvendelser?fase=${stage}`}
                className="underline-offset-4 hover:underline"
              >
                {enquiryStageCopy.labels[stage]}
              </Link>
            </dt>
            <dd className="mt-1 font-serif text-3xl">{stageCounts[stage]}</dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby="venter-tittel">
        <h3 id="venter-tittel" className="mt-6 text-lg">
          {enquiryStageCopy.waitingHeading}
        </h3>
        {waiting.length === 0 ? (
          <p className="mt-2 text-muted-foreground">{enquiryStageCopy.noneWaiting}</p>
        ) : (
          <ul className="mt-2 space-y-1">
            {waiting.map((enquiry) => (
              <li key={enquiry.id}>
                <Link
                  to={`/admin/henvendelser/${enquiry.id}`}
                  className="text-primary hover:underline"
                >
                  {enquiry.name}
                </Link>{" "}
                <span className="text-sm text-muted-foreground">{enquiry.received}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {adminNavigation
          .filter((item) => item.href !== "/admin")
          .map((item) => (
            <li key={item.href}>
              <Link
                to={item.href}
                className="block rounded-lg border bg-card p-6 hover:border-primary"
              >
                <span className="font-serif text-2xl">{item.label}</span>
              </Link>
            </li>
          ))}
      </ul>
    </section>
  );
}
