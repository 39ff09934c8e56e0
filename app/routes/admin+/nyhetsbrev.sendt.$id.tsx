import { Link, useLoaderData } from "@remix-run/react";
import ArrowLeft from "lucide-react/icons/arrow-left";
import { PageHeading } from "~/admin";
import { formatDateTime } from "~/format";
import { staffLoader } from "~/auth/index.server";
import { MailPreview, recipients, sentIssueCopy as copy, subscriberRoles } from "~/newsletter";
import { findSentIssue } from "~/newsletter/index.server";

const roleLabel = (value: string) =>
  subscriberRoles.find((role) => role.value === value)?.label ?? value;

/** A sent issue read again: what went out, when, to how many (decision 324). */
export const loader = staffLoader(async ({ params }) => {
  const issue = await findSentIssue(params.id ?? "");
  if (!issue) throw new Response(copy.notFound, { status: 404 });
  return {
    subject: issue.subject,
    sent: formatDateTime(issue.sentAt),
    recipientCount: issue.recipientCount,
    roles: issue.roles.map(roleLabel).join(", "),
    html: issue.mail.html,
    text: issue.mail.text,
  };
});

export default function SentNewsletterPage() {
  const issue = useLoaderData<typeof loader>();
  return (
    <article className="max-w-3xl">
      <Link
        to="/admin/nyhetsbrev/send"
        className="mb-6 inline-flex items-center gap-2 text-sm text-muted-foreground hover:text-primary"
      >
        <ArrowLeft className="size-4" aria-hidden /> {copy.back}
      </Link>
      <PageHeading title={issue.subject} intro={copy.intro} />
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted-foreground">{copy.subject}</dt>
        <dd>{issue.subject}</dd>
        <dt className="text-muted-foreground">{copy.sent}</dt>
        <dd>{issue.sent}</dd>
        <dt className="text-muted-foreground">{copy.recipients}</dt>
        <dd>{recipients(issue.recipientCount)}</dd>
        <dt className="text-muted-foreground">{copy.roles}</dt>
        <dd>{issue.roles}</dd>
      </dl>
      <MailPreview html={issue.html} text={issue.text} copy={copy} headingLevel={2} />
    </article>
  );
}
