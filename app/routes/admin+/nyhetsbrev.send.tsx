import { getFormProps, getInputProps, getTextareaProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { z } from "zod";
import { formatDateTime, PageHeading } from "~/admin";
import { Checkbox } from "~/components/ui/checkbox";
import { Field, FieldGroup, TextareaField } from "~/components/ui/field";
import { StatusButton } from "~/components/ui/status-button";
import { firstInvalidField } from "~/forms";
import { useCheckedForm } from "~/components/ui/use-checked-form";
import { useIsPending } from "~/hooks";
import { subscriberRoles, campaignCopy as copy, roleValues } from "~/newsletter";
import {
  listCampaigns,
  queueCampaign,
  queueTestIssue,
  renderIssueHtml,
} from "~/newsletter/index.server";
import { staffAction, staffLoader } from "~/auth/index.server";
import { redirectWithToast } from "~/toast/index.server";

const campaignSchema = z.object({
  intent: z.enum(["preview", "test", "send"]),
  subject: z
    .string({ error: copy.errors.subject })
    .trim()
    .min(3, copy.errors.subject)
    .max(150, copy.errors.subject),
  markdown: z
    .string({ error: copy.errors.body })
    .trim()
    .min(20, copy.errors.body)
    .max(50_000, copy.errors.body),
  roles: z.array(z.enum(roleValues), { error: copy.errors.roles }).min(1, copy.errors.roles),
});

const roleLabel = (value: string) =>
  subscriberRoles.find((role) => role.value === value)?.label ?? value;

export const loader = staffLoader(async () => {
  const campaigns = await listCampaigns();
  return {
    campaigns: campaigns.map((campaign) => ({
      id: campaign.id,
      subject: campaign.subject,
      roles: (campaign.roles as string[]).map(roleLabel).join(", "),
      sent: campaign.sentAt ? formatDateTime(campaign.sentAt) : "",
      recipients: campaign.recipientCount,
    })),
  };
});

export const action = staffAction(async ({ request, staff }) => {
  const submission = parseWithZod(await request.formData(), { schema: campaignSchema });
  if (submission.status !== "success") return { result: submission.reply(), previewHtml: null };
  const { intent, subject, markdown, roles } = submission.value;
  if (intent === "preview") {
    return { result: submission.reply(), previewHtml: renderIssueHtml(markdown) };
  }
  if (intent === "test") {
    await queueTestIssue({ subject, markdown }, staff.email);
    return redirectWithToast("/admin/nyhetsbrev/send", copy.testSent(staff.email));
  }
  const campaign = await queueCampaign({ subject, markdown, roles });
  return redirectWithToast("/admin/nyhetsbrev/send", copy.queued(campaign.recipientCount));
});

export default function SendNewsletterPage() {
  const { campaigns } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [form, fields, loadChecks] = useCheckedForm({
    id: "nyhetsbrev-utsending",
    lastResult: actionData?.result,
    loadSchema: () => Promise.resolve(campaignSchema),
  });
  const invalid = firstInvalidField(actionData?.result.error);
  // One checked box comes back as a string, several as an array.
  const chosenRoles = new Set([fields.roles.initialValue ?? roleValues].flat());

  return (
    <section>
      <PageHeading title={copy.title} intro={copy.intro} />
      <Form
        method="post"
        {...getFormProps(form)}
        {...loadChecks}
        noValidate
        className="max-w-3xl space-y-4"
      >
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
          <SendButton intent="preview" variant="outline">
            {copy.preview}
          </SendButton>
          <SendButton intent="test" variant="secondary">
            {copy.sendTest}
          </SendButton>
          <SendButton intent="send">{copy.send}</SendButton>
        </div>
      </Form>
      {actionData?.previewHtml ? (
        <article
          aria-label={copy.previewHeading}
          className="mt-10 max-w-3xl rounded-lg border bg-card p-6"
        >
          <h2 className="mb-4 text-sm font-semibold text-muted-foreground uppercase">
            {copy.previewHeading}
          </h2>
          <div className="space-y-3" dangerouslySetInnerHTML={{ __html: actionData.previewHtml }} />
        </article>
      ) : null}
      <h2 className="mt-12 text-2xl">{copy.history}</h2>
      {campaigns.length === 0 ? (
        <p className="mt-2 text-muted-foreground">{copy.historyEmpty}</p>
      ) : (
        <table className="mt-4 w-full text-left text-sm">
          <thead>
            <tr className="border-b">
              <th className="py-2">{copy.columns.subject}</th>
              <th>{copy.columns.roles}</th>
              <th>{copy.columns.sent}</th>
              <th className="text-right">{copy.columns.recipients}</th>
            </tr>
          </thead>
          <tbody>
            {campaigns.map((campaign) => (
              <tr key={campaign.id} className="border-b">
                <td className="py-2">{campaign.subject}</td>
                <td>{campaign.roles}</td>
                <td>{campaign.sent}</td>
                <td className="text-right">{campaign.recipients}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** One of the form's three submit buttons; the one pressed shows that it is working. */
function SendButton({
  intent,
  variant,
  children,
}: {
  intent: "preview" | "test" | "send";
  variant?: "outline" | "secondary";
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
