import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { z } from "zod";
import { staffAction, staffLoader } from "~/auth/index.server";
import { PageHeading } from "~/admin";
import { Button } from "~/components/ui/button";
import { StatusButton } from "~/components/ui/status-button";
import { getConfig } from "~/config/index.server";
import { campaignReviewCopy as copy, subscriberRoles } from "~/newsletter";
import { useIsPending } from "~/hooks";
import {
  deleteDraft,
  findDraft,
  previewIssue,
  queueTestIssue,
  recipientsByRole,
  sendDraft,
} from "~/newsletter/index.server";
import { redirectWithToast } from "~/toast/index.server";

const reviewSchema = z.object({ intent: z.enum(["test", "send", "delete"]) });

const roleLabel = (value: string) =>
  subscriberRoles.find((role) => role.value === value)?.label ?? value;

async function draftOr404(id: string | undefined) {
  const draft = id ? await findDraft(id) : null;
  if (!draft) throw new Response("Utkastet finnes ikke", { status: 404 });
  return draft;
}

/**
 * The step before a send (decision 202): who gets the issue, counted per role now, and the
 * mail as they will get it, both parts. Sending, a test to oneself, changes and deleting
 * start here.
 */
export const loader = staffLoader(async ({ params, staff }) => {
  const draft = await draftOr404(params.id);
  const counts = await recipientsByRole(draft.roles);
  const mail = await previewIssue(draft);
  return {
    draft: { id: draft.id, subject: draft.subject },
    counts: counts.map(({ role, count }) => ({ role, label: roleLabel(role), count })),
    total: counts.reduce((sum, { count }) => sum + count, 0),
    mail: { from: getConfig().MAIL_FROM, html: mail.html, text: mail.text },
    staffEmail: staff.email,
  };
});

export const action = staffAction(async ({ request, params, staff }) => {
  const submission = parseWithZod(await request.formData(), { schema: reviewSchema });
  if (submission.status !== "success") throw new Response("Ugyldig skjema", { status: 400 });
  const draft = await draftOr404(params.id);
  const here = `/admin/nyhetsbrev/utkast/${draft.id}`;
  switch (submission.value.intent) {
    case "test":
      await queueTestIssue(draft, staff.email);
      return redirectWithToast(here, copy.testSent(staff.email));
    case "delete":
      await deleteDraft(draft.id);
      return redirectWithToast("/admin/nyhetsbrev/send", copy.deleted);
    case "send": {
      const sent = await sendDraft(draft.id);
      if (sent.status === "nobody") return redirectWithToast(here, copy.nobodyToast);
      return redirectWithToast(
        "/admin/nyhetsbrev/send",
        sent.status === "sent" ? copy.queued(sent.recipientCount) : copy.alreadySent,
      );
    }
  }
});

export default function ReviewNewsletterPage() {
  const { draft, counts, total, mail, staffEmail } = useLoaderData<typeof loader>();
  return (
    <section className="max-w-3xl">
      <PageHeading title={copy.title} intro={copy.intro} />

      <h2 id="mottakere" className="text-2xl">
        {copy.recipientsHeading}
      </h2>
      <ul aria-labelledby="mottakere" className="mt-3 space-y-1">
        {counts.map(({ role, label, count }) => (
          <li key={role}>{copy.perRole(label, count)}</li>
        ))}
      </ul>
      <p className="mt-3 font-semibold">{copy.total(total)}</p>
      {total === 0 ? <p className="mt-2 text-red-400">{copy.nobody}</p> : null}

      <h2 id="e-posten" className="mt-10 text-2xl">
        {copy.mailHeading}
      </h2>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted-foreground">{copy.from}</dt>
        <dd>{mail.from}</dd>
        <dt className="text-muted-foreground">{copy.subject}</dt>
        <dd>{draft.subject}</dd>
      </dl>
      {/* An empty sandbox: the mail's own styles stay in the frame, and nothing in it runs. */}
      <iframe
        title={copy.htmlLabel}
        sandbox=""
        srcDoc={mail.html}
        className="mt-4 h-[36rem] w-full rounded-lg border bg-white"
      />
      <h3 className="mt-6 text-lg">{copy.textHeading}</h3>
      <pre className="mt-2 overflow-x-auto rounded-lg border bg-card p-4 text-sm whitespace-pre-wrap">
        {mail.text}
      </pre>

      <div className="mt-10 flex flex-wrap items-center gap-3">
        {total > 0 ? <IntentForm intent="send">{copy.send(total)}</IntentForm> : null}
        <IntentForm intent="test" variant="secondary">
          {copy.sendTest(staffEmail)}
        </IntentForm>
        <Button asChild variant="outline">
          <Link to={`/admin/nyhetsbrev/send?utkast=${draft.id}`}>{copy.edit}</Link>
        </Button>
        <IntentForm intent="delete" variant="ghost">
          {copy.delete}
        </IntentForm>
      </div>
    </section>
  );
}

/** A form of one button: what it does is its intent; the one pressed shows it is working. */
function IntentForm({
  intent,
  variant,
  children,
}: {
  intent: "test" | "send" | "delete";
  variant?: "secondary" | "ghost";
  children: ReactNode;
}) {
  const pending = useIsPending({ intent });
  return (
    <Form method="post">
      <StatusButton
        type="submit"
        name="intent"
        value={intent}
        variant={variant}
        status={pending ? "pending" : "idle"}
      >
        {children}
      </StatusButton>
    </Form>
  );
}
