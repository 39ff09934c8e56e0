import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useRef, type ReactNode } from "react";
import { z } from "zod";
import { staffAction, staffLoader } from "~/auth/index.server";
import { PageHeading } from "~/admin";
import { Button } from "~/components/ui/button";
import { StatusButton } from "~/components/ui/status-button";
import { getConfig } from "~/config/index.server";
import { campaignReviewCopy as copy, MailPreview, subscriberRoles } from "~/newsletter";
import { useRefusalFocus } from "~/forms";
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

/**
 * "ask" is the send button's: it queues nothing and asks once more, naming the count; "send"
 * carries the count the person said yes to (decision 323).
 */
const reviewSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.enum(["test", "ask", "delete"]) }),
  z.object({ intent: z.literal("send"), count: z.coerce.number().int().min(0) }),
]);

const totalOf = (counts: { count: number }[]) => counts.reduce((sum, { count }) => sum + count, 0);

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
    total: totalOf(counts),
    mail: { from: getConfig().MAIL_FROM, html: mail.html, text: mail.text },
    staffEmail: staff.email,
  };
});

export const action = staffAction(async ({ request, params, staff }) => {
  const submission = parseWithZod(await request.formData(), { schema: reviewSchema });
  if (submission.status !== "success") throw new Response("Ugyldig skjema", { status: 400 });
  const draft = await draftOr404(params.id);
  const here = `/admin/nyhetsbrev/utkast/${draft.id}`;
  const change = submission.value;
  switch (change.intent) {
    case "ask":
      return { confirm: { changed: false } };
    case "test":
      await queueTestIssue(draft, staff.email);
      return redirectWithToast(here, copy.testSent(staff.email));
    case "delete":
      await deleteDraft(draft.id);
      return redirectWithToast("/admin/nyhetsbrev/send", copy.deleted);
    case "send": {
      // Subscribers who joined or left since the question was asked: ask again with the new count.
      if (change.count !== totalOf(await recipientsByRole(draft.roles)))
        return data({ confirm: { changed: true } }, { status: 409 });
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
  const confirm = useActionData<typeof action>()?.confirm;
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
      <MailPreview html={mail.html} text={mail.text} copy={copy} headingLevel={3} />

      {confirm && total > 0 ? (
        <SendConfirmation subject={draft.subject} total={total} changed={confirm.changed} />
      ) : null}
      <div className="mt-10 flex flex-wrap items-center gap-3">
        {total > 0 && !confirm ? <IntentForm intent="ask">{copy.send(total)}</IntentForm> : null}
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

/**
 * The send asked once more, naming the count, before anything is queued; the question takes
 * the focus, so a keyboard or a screen reader meets it where the button was.
 */
function SendConfirmation({
  subject,
  total,
  changed,
}: {
  subject: string;
  total: number;
  changed: boolean;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  // React focuses only form controls on autoFocus; the attribute serves the page without script.
  useRefusalFocus(heading, true, total);
  return (
    <section
      aria-labelledby="bekreft-sending"
      className="mt-10 space-y-3 rounded-lg border border-primary p-4"
    >
      <h2
        ref={heading}
        id="bekreft-sending"
        tabIndex={-1}
        autoFocus
        className="text-xl outline-none"
      >
        {copy.confirm.heading}
      </h2>
      {changed ? <p className="font-semibold">{copy.confirm.changed(total)}</p> : null}
      <p>{copy.confirm.text(subject, total)}</p>
      <div className="flex flex-wrap items-center gap-3">
        <IntentForm intent="send" count={total}>
          {copy.confirm.send(total)}
        </IntentForm>
        <Button asChild variant="outline">
          <Link to=".">{copy.confirm.cancel}</Link>
        </Button>
      </div>
    </section>
  );
}

/** A form of one button: what it does is its intent; the one pressed shows it is working. */
function IntentForm({
  intent,
  count,
  variant,
  children,
}: {
  intent: "test" | "ask" | "send" | "delete";
  /** The number of recipients a send was confirmed for. */
  count?: number;
  variant?: "secondary" | "ghost";
  children: ReactNode;
}) {
  const pending = useIsPending({ intent });
  return (
    <Form method="post">
      {count === undefined ? null : <input type="hidden" name="count" value={count} />}
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
