import { getFormProps, getInputProps, getTextareaProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { marked } from "marked";
import { z } from "zod";
import { formatDateTime } from "~/admin";
import { Field, inputClass } from "~/components/ui/field";
import { useCheckedForm } from "~/forms";
import { PageHeading } from "~/components/admin/page-heading";
import { Button } from "~/components/ui/button";
import { subscriberRoles } from "~/content/newsletter";
import { campaignCopy as copy } from "~/content/newsletter-admin";
import { listCampaigns, queueCampaign, queueTestIssue } from "~/newsletter/index.server";
import { roleValues } from "~/newsletter";
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
    return { result: submission.reply(), previewHtml: marked.parse(markdown, { async: false }) };
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
  const { key: _subjectKey, ...subjectProps } = getInputProps(fields.subject, { type: "text" });
  const { key: _bodyKey, ...bodyProps } = getTextareaProps(fields.markdown);
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
        <Field id={fields.subject.id} label={copy.subject} errors={fields.subject.errors}>
          <input {...subjectProps} className={inputClass} />
        </Field>
        <Field id={fields.markdown.id} label={copy.body} errors={fields.markdown.errors}>
          <textarea {...bodyProps} rows={12} className={`${inputClass} font-mono text-sm`} />
        </Field>
        <fieldset>
          <legend className="text-sm font-medium">{copy.roles}</legend>
          <div className="mt-2 flex flex-wrap gap-4">
            {subscriberRoles.map((role) => (
              <label key={role.value} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  name={fields.roles.name}
                  value={role.value}
                  defaultChecked={chosenRoles.has(role.value)}
                  className="size-4 accent-primary"
                />
                {role.label}
              </label>
            ))}
          </div>
          <p id={fields.roles.errorId} className="min-h-5 text-sm text-red-400">
            {fields.roles.errors?.join(" ")}
          </p>
        </fieldset>
        <div className="flex flex-wrap gap-3">
          <Button type="submit" name="intent" value="preview" variant="outline">
            {copy.preview}
          </Button>
          <Button type="submit" name="intent" value="test" variant="secondary">
            {copy.sendTest}
          </Button>
          <Button type="submit" name="intent" value="send">
            {copy.send}
          </Button>
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
