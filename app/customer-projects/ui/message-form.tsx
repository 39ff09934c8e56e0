import { getFormProps, getTextareaProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { projectPageCopy } from "../copy/customer-projects";
import { firstInvalidField } from "~/forms";
import { useCheckedForm } from "~/components/ui/use-checked-form";
import { useIsPending } from "~/hooks";
import { FormError, TextareaField } from "~/components/ui/field";
import { StatusButton } from "~/components/ui/status-button";
import { AttachmentPicker } from "~/uploads";

const loadCustomerMessageSchema = () =>
  import("../brief-schema").then((module) => module.customerMessageSchema);

const copy = projectPageCopy.messageForm;

export type MessageFormResult = {
  result?: SubmissionResult<string[]>;
  formError?: string;
  uploadError?: string;
};

/** The customer's reply box: a message and, if they like, more drawings, posted to their page. */
export function CustomerMessageForm({ lastResult }: { lastResult?: MessageFormResult }) {
  const pending = useIsPending();
  const [form, fields, loadChecks] = useCheckedForm({
    id: "prosjektmelding",
    lastResult: lastResult?.result,
    loadSchema: loadCustomerMessageSchema,
  });
  const invalid = firstInvalidField(lastResult?.result?.error) === "message";
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      {...getFormProps(form)}
      {...loadChecks}
      noValidate
      className="space-y-4"
    >
      <TextareaField
        label={copy.message.label}
        errors={fields.message.errors}
        textareaProps={{
          ...getTextareaProps(fields.message),
          autoFocus: invalid,
          placeholder: copy.message.placeholder,
          rows: 5,
        }}
      />
      <AttachmentPicker
        id="prosjektmelding-filer"
        name="files"
        error={lastResult?.uploadError}
        focus={!invalid && Boolean(lastResult?.uploadError)}
      />
      <FormError message={lastResult?.formError} focus={!invalid && !lastResult?.uploadError} />
      <StatusButton
        type="submit"
        status={pending ? "pending" : "idle"}
        pendingLabel={copy.submitting}
      >
        {copy.submit}
      </StatusButton>
    </Form>
  );
}
