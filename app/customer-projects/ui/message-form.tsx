import { getFormProps, getTextareaProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import type { RefObject } from "react";
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

/**
 * The customer's reply box: a message and, if they like, more drawings, posted to their page.
 * Its `intent` tells its send from the page's feedback forms, for `useResetAfterSend`.
 */
export function CustomerMessageForm({
  lastResult,
  formRef,
}: {
  lastResult?: MessageFormResult;
  formRef?: RefObject<HTMLFormElement>;
}) {
  const pending = useIsPending({ intent: "message" });
  const [form, fields, loadChecks] = useCheckedForm({
    id: "prosjektmelding",
    lastResult: lastResult?.result,
    loadSchema: loadCustomerMessageSchema,
  });
  const invalid = firstInvalidField(lastResult?.result?.error) === "message";
  return (
    <Form
      ref={formRef}
      method="post"
      encType="multipart/form-data"
      {...getFormProps(form)}
      {...loadChecks}
      noValidate
      className="space-y-4"
    >
      <input type="hidden" name="intent" value="message" />
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
        returned={Boolean(lastResult)}
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
