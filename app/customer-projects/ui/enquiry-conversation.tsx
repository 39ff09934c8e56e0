import { Link } from "@remix-run/react";
import { type ThreadMessage, ThreadMail } from "~/contact";
import { customerProjectsAdminCopy as copy } from "../copy/customer-projects";

/** The mails with the customer before the project, read from the enquiry it was made from. */
export function EnquiryConversation({
  enquiryId,
  messages,
}: {
  enquiryId: string;
  messages: ThreadMessage[];
}) {
  const enquiryPath = `/admin/henvendelser/${enquiryId}`;
  return (
    <section aria-labelledby="samtale-henvendelse-tittel" className="space-y-4">
      <h2 id="samtale-henvendelse-tittel" className="text-2xl">
        {copy.conversation.heading}
      </h2>
      <p className="text-sm text-muted-foreground">
        {copy.conversation.intro}{" "}
        <Link to={enquiryPath} className="text-primary underline">
          {copy.conversation.timelineLink}
        </Link>
      </p>
      {messages.length === 0 ? (
        <p>{copy.conversation.empty}</p>
      ) : (
        <ol className="space-y-3">
          {messages.map((message) => (
            <li key={message.id}>
              <ThreadMail message={message} attachmentBase={enquiryPath} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
