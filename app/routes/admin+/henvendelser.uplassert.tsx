import { Link, useLoaderData } from "@remix-run/react";
import ArrowLeft from "lucide-react/icons/arrow-left";
import { formatDateTime, formatFileSize, PageHeading } from "~/admin";
import { enquiriesCopy as copy, ThreadMail, threadCopy } from "~/contact";
import { listUnplacedMails } from "~/contact/index.server";
import { staffLoader } from "~/auth/index.server";

export const loader = staffLoader(async () => {
  const mails = await listUnplacedMails();
  return {
    mails: mails.map((mail) => ({
      id: mail.id,
      direction: "in" as const,
      from: mail.fromAddress,
      staffEmail: null,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      refusedFiles: mail.refusedFiles,
      at: formatDateTime(mail.createdAt),
      attachments: mail.attachments.map((attachment) => ({
        id: attachment.id,
        name: attachment.originalName,
        size: formatFileSize(attachment.size),
      })),
    })),
  };
});

export default function UnplacedMailsPage() {
  const { mails } = useLoaderData<typeof loader>();
  return (
    <section>
      <Link
        to="/admin/henvendelser"
        className="mb-6 inline-flex items-center gap-2 text-sm text-muted-foreground hover:text-primary"
      >
        <ArrowLeft className="size-4" aria-hidden /> {copy.back}
      </Link>
      <PageHeading title={threadCopy.unplacedHeading} intro={threadCopy.unplacedIntro} />
      {mails.length === 0 ? (
        <p>{threadCopy.noUnplaced}</p>
      ) : (
        <ol className="space-y-3">
          {mails.map((mail) => (
            <li key={mail.id}>
              <ThreadMail message={mail} attachmentBase="/admin/henvendelser/uplassert" />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
