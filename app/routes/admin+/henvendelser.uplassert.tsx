import { Link, useActionData, useLoaderData } from "@remix-run/react";
import ArrowLeft from "lucide-react/icons/arrow-left";
import { PageHeading } from "~/admin";
import { enquiriesCopy as copy, PlaceMailForm, ThreadMail, threadCopy } from "~/contact";
import { unplacedMailAction, unplacedMailsView } from "~/contact/index.server";
import { staffAction, staffLoader } from "~/auth/index.server";

export const loader = staffLoader(async () => ({ mails: await unplacedMailsView() }));

export const action = staffAction(({ request, staff }) =>
  unplacedMailAction({ request, staffEmail: staff.email }),
);

export default function UnplacedMailsPage() {
  const { mails } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
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
          {mails.map(({ choices, ...mail }) => (
            <li key={mail.id} id={`epost-${mail.id}`} className="scroll-mt-4">
              <ThreadMail message={mail} attachmentBase="/admin/henvendelser/uplassert" />
              <PlaceMailForm
                mailId={mail.id}
                choices={choices}
                errors={
                  refused?.initialValue?.mail === mail.id
                    ? (refused.error?.enquiry ?? undefined)
                    : undefined
                }
              />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
