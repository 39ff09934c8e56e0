import {
  getFormProps,
  getInputProps,
  getTextareaProps,
  type SubmissionResult,
} from "@conform-to/react";
import { Form } from "@remix-run/react";
import { contactFormCopy as copy } from "~/content/contact-form";
import { firstInvalidField, useCheckedForm } from "~/forms";
import { useIsPending } from "~/hooks";
import { Field, FormError, TextareaField } from "~/components/ui/field";
import { StatusButton } from "~/components/ui/status-button";
import { SpamGuardFields } from "../spam-guard-fields";
import { AttachmentPicker } from "./attachment-picker";

const CONTACT_ACTION = "/kontakt";

const loadContactSchema = () => import("~/contact").then((module) => module.contactSchema);

export type ContactFormResult = {
  result?: SubmissionResult<string[]>;
  formError?: string;
  uploadError?: string;
};

/**
 * The enquiry form on / and /kontakt. It always posts to the /kontakt action; the browser
 * check runs the same schema as the server, which checks again whatever happened here.
 */
export function ContactForm({ lastResult }: { lastResult?: ContactFormResult }) {
  const pending = useIsPending({ formAction: CONTACT_ACTION });
  const [form, fields, loadChecks] = useCheckedForm({
    id: "kontaktskjema",
    lastResult: lastResult?.result,
    loadSchema: loadContactSchema,
  });
  const invalid = firstInvalidField(lastResult?.result?.error);
  const text = (name: "name" | "email" | "phone", type: "text" | "email" | "tel") => ({
    ...getInputProps(fields[name], { type }),
    autoFocus: invalid === name,
    placeholder: copy[name].placeholder,
  });

  return (
    <Form
      method="post"
      action={CONTACT_ACTION}
      encType="multipart/form-data"
      {...getFormProps(form)}
      {...loadChecks}
      noValidate
      className="relative space-y-4"
    >
      <SpamGuardFields />
      <div className="grid gap-4 md:grid-cols-2">
        <Field
          label={copy.name.label}
          errors={fields.name.errors}
          inputProps={{ ...text("name", "text"), autoComplete: "name" }}
        />
        <Field
          label={copy.email.label}
          errors={fields.email.errors}
          inputProps={{ ...text("email", "email"), autoComplete: "email" }}
        />
      </div>
      <Field
        label={copy.phone.label}
        errors={fields.phone.errors}
        inputProps={{ ...text("phone", "tel"), autoComplete: "tel" }}
      />
      <TextareaField
        label={copy.message.label}
        errors={fields.message.errors}
        textareaProps={{
          ...getTextareaProps(fields.message),
          autoFocus: invalid === "message",
          placeholder: copy.message.placeholder,
          rows: 6,
        }}
      />
      <AttachmentPicker
        id="kontaktskjema-vedlegg"
        name="attachments"
        error={lastResult?.uploadError}
      />
      <FormError message={lastResult?.formError} />
      <StatusButton
        type="submit"
        size="lg"
        status={pending ? "pending" : lastResult ? "error" : "idle"}
        pendingLabel={copy.submitting}
        className="w-full md:w-auto"
      >
        {copy.submit}
      </StatusButton>
    </Form>
  );
}
