import { getFormProps, getInputProps, getTextareaProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, redirect, useActionData, useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { formatDateTime } from "~/format";
import { AdminTable, PageHeading } from "~/admin";
import { staffAction, staffLoader } from "~/auth/index.server";
import { Checkbox } from "~/components/ui/checkbox";
import { Field, FieldGroup, TextareaField } from "~/components/ui/field";
import { StatusButton } from "~/components/ui/status-button";
import { useCheckedForm } from "~/components/ui/use-checked-form";
import { firstInvalidField } from "~/forms";
import { useIsPending } from "~/hooks";
import { campaignCopy as copy, campaignSchema, subscriberRoles } from "~/newsletter";
import { findDraft, listCampaigns, listDrafts, saveDraft } from "~/newsletter/index.server";
import { redirectWithToast } from "~/toast/index.server";

const here = "/admin/nyhetsbrev/send";

const roleLabels = (roles: unknown) =>
  (roles as string[])
    .map((value) => subscriberRoles.find((role) => role.value === value)?.label ?? value)
    .join(", ");

/** A new issue, or with ?utkast= the draft to go on with. */
export const loader = staffLoader(async ({ request }) => {
  const draftId = new URL(request.url).searchParams.get("utkast");
  const draft = draftId ? await findDraft(draftId) : null;
  if (draftId && !draft) throw new Response("Utkastet finnes ikke", { status: 404 });
  const [drafts, campaigns] = await Promise.all([listDrafts(), listCampaigns()]);
  return {
    draft: draft && {
      id: draft.id,
      subject: draft.subject,
      markdown: draft.markdown,
      roles: draft.roles,
    },
    drafts: drafts.map((row) => ({
      id: row.id,
      subject: row.subject,
      roles: roleLabels(row.roles),
      created: formatDateTime(row.createdAt),
    })),
    campaigns: campaigns.map((campaign) => ({
      id: campaign.id,
      subject: campaign.subject,
      roles: roleLabels(campaign.roles),
      sent: campaign.sentAt ? formatDateTime(campaign.sentAt) : "",
      recipients: campaign.recipientCount,
    })),
  };
});

/** Nothing is sent from here: the issue is kept as a draft, and sending is the next page's. */
export const action = staffAction(async ({ request }) => {
  const submission = parseWithZod(await request.formData(), { schema: campaignSchema });
  if (submission.status !== "success") return { result: submission.reply() };
  const { intent, ...draft } = submission.value;
  const { id } = await saveDraft(draft);
  if (intent === "review") return redirect(`/admin/nyhetsbrev/utkast/${id}`, 303);
  return redirectWithToast(`${here}?utkast=${id}`, copy.draftSaved);
});

export default function SendNewsletterPage() {
  const { draft, drafts, campaigns } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [form, fields, loadChecks] = useCheckedForm({
    // A new id per draft, so going from one draft to another shows the other's text.
    id: `nyhetsbrev-${draft?.id ?? "nytt"}`,
    lastResult: actionData?.result,
    defaultValue: draft ?? undefined,
    loadSchema: () => Promise.resolve(campaignSchema),
  });
  const invalid = firstInvalidField(actionData?.result.error);
  // One checked box comes back as a string, several as an array; a new issue has none.
  const chosenRoles = new Set([fields.roles.initialValue ?? []].flat());

  return (
    <section>
      <PageHeading title={draft ? copy.editTitle : copy.title} intro={copy.intro} />
      <Form
        method="post"
        {...getFormProps(form)}
        {...loadChecks}
        noValidate
        className="max-w-3xl space-y-4"
      >
        {draft ? <input type="hidden" name="id" value={draft.id} /> : null}
        <Field
          label={copy.subject}
          errors={fields.subject.errors}
          inputProps={{
            ...getInputProps(fields.subject, { type: "text" }),
            autoFocus: invalid === "subject",
          }}
        />
        <TextareaField
          label={copy.body}
          errors={fields.markdown.errors}
          textareaProps={{
            ...getTextareaProps(fields.markdown),
            autoFocus: invalid === "markdown",
            rows: 12,
            className: "font-mono text-sm",
          }}
        />
        <FieldGroup id={fields.roles.id} legend={copy.roles} errors={fields.roles.errors}>
          <div className="flex flex-wrap gap-4">
            {subscriberRoles.map((role, index) => (
              <label key={role.value} className="flex items-center gap-2 text-sm">
                <Checkbox
                  name={fields.roles.name}
                  value={role.value}
                  defaultChecked={chosenRoles.has(role.value)}
                  autoFocus={invalid === "roles" && index === 0}
                />
                {role.label}
              </label>
            ))}
          </div>
        </FieldGroup>
        <div className="flex flex-wrap gap-3">
          <DraftButton intent="save" variant="outline">
            {copy.saveDraft}
          </DraftButton>
          <DraftButton intent="review">{copy.review}</DraftButton>
        </div>
      </Form>

      <h2 className="mt-12 text-2xl">{copy.drafts}</h2>
      {drafts.length === 0 ? (
        <p className="mt-2 text-muted-foreground">{copy.draftsEmpty}</p>
      ) : (
        <ul className="mt-4 space-y-2">
          {drafts.map((row) => (
            <li key={row.id}>
              <Link to={`/admin/nyhetsbrev/utkast/${row.id}`} className="text-primary underline">
                {copy.draftLink(row.subject)}
              </Link>{" "}
              <span className="text-sm text-muted-foreground">
                ({row.roles} · {row.created})
              </span>
            </li>
          ))}
        </ul>
      )}

      <h2 className="mt-12 text-2xl">{copy.history}</h2>
      <AdminTable
        label={copy.history}
        rows={campaigns}
        empty={copy.historyEmpty}
        columns={[
          {
            header: copy.columns.subject,
            cell: (campaign) => (
              <Link
                to={`/admin/nyhetsbrev/sendt/${campaign.id}`}
                className="text-primary underline"
              >
                {campaign.subject}
              </Link>
            ),
          },
          { header: copy.columns.roles, cell: (campaign) => campaign.roles },
          { header: copy.columns.sent, cell: (campaign) => campaign.sent, nowrap: true },
          {
            header: copy.columns.recipients,
            cell: (campaign) => campaign.recipients,
            numeric: true,
          },
        ]}
      />
    </section>
  );
}

/** One of the form's two submit buttons; the one pressed shows that it is working. */
function DraftButton({
  intent,
  variant,
  children,
}: {
  intent: "save" | "review";
  variant?: "outline";
  children: ReactNode;
}) {
  const pending = useIsPending({ intent });
  return (
    <StatusButton
      type="submit"
      name="intent"
      value={intent}
      variant={variant}
      status={pending ? "pending" : "idle"}
    >
      {children}
    </StatusButton>
  );
}
