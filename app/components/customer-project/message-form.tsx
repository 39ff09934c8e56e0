import { getFormProps, getTextareaProps, type SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import Loader2 from "lucide-react/icons/loader-circle";
import { projectPageCopy } from "~/content/customer-projects";
import { Field, inputClass } from "~/components/ui/field";
import { AttachmentPicker } from "../contact/attachment-picker";
import { Button } from "../ui/button";
import { useCheckedForm } from "~/forms";

const loadCustomerMessageSchema = () =>
  import("~/customer-projects").then((module) => module.customerMessageSchema);

const copy = projectPageCopy.messageForm;

export type MessageFormResult = {
  result?: SubmissionResult<string[]>;
  formError?: string;
  uploadError?: string;
};

/** The customer's reply box: a message and, if they like, more drawings, posted to their page. */
export function CustomerMessageForm({ lastResult }: { lastResult?: MessageFormResult }) {
  const navigation = useNavigation();
  const sending = navigation.state === "submitting";
  const [form, fields, loadChecks] = useCheckedForm({
    id: "prosjektmelding",
    lastResult: lastResult?.result,
    loadSchema: loadCustomerMessageSchema,
  });
  const { key: _key, ...messageProps } = getTextareaProps(fields.message);
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      {...getFormProps(form)}
      {...loadChecks}
      noValidate
      className="space-y-4"
    >
      <Field id={fields.message.id} label={copy.message.label} errors={fields.message.errors}>
        <textarea
          {...messageProps}
          aria-invalid={fields.message.errors?.length ? true : undefined}
          aria-describedby={`${fields.message.id}-error`}
          autoFocus={Boolean(fields.message.errors?.length)}
          placeholder={copy.message.placeholder}
          className={inputClass}
          rows={5}
        />
      </Field>
      <AttachmentPicker
        id="prosjektmelding-filer"
        name="files"
        errorId="prosjektmelding-filer-error"
        error={lastResult?.uploadError}
      />
      {lastResult?.formError ? (
        <p role="alert" className="rounded-md border border-destructive p-3 text-sm">
          {lastResult.formError}
        </p>
      ) : null}
      <Button type="submit" disabled={sending}>
        {sending ? <Loader2 className="animate-spin" aria-hidden /> : null}
        {sending ? copy.submitting : copy.submit}
      </Button>
    </Form>
  );
}
