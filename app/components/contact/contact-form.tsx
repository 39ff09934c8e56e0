import {
  getFormProps,
  getInputProps,
  getTextareaProps,
  type SubmissionResult,
} from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import Loader2 from "lucide-react/icons/loader-circle";
import { contactFormCopy as copy } from "~/content/contact-form";
import { useCheckedForm } from "~/forms";
import { Field, inputClass } from "~/components/ui/field";
import { SpamGuardFields } from "../spam-guard-fields";
import { Button } from "../ui/button";
import { AttachmentPicker } from "./attachment-picker";

export const CONTACT_ACTION = "/kontakt";
const fieldOrder = ["name", "email", "phone", "message"] as const;

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
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formAction === CONTACT_ACTION;
  const [form, fields, loadChecks] = useCheckedForm({
    id: "kontaktskjema",
    lastResult: lastResult?.result,
    loadSchema: loadContactSchema,
  });
  const firstInvalid = fieldOrder.find((name) => fields[name].errors?.length);
  // Without JavaScript the server's answer puts the cursor in the first field to fix.
  const text = (name: (typeof fieldOrder)[number]) => ({
    id: fields[name].id,
    "aria-invalid": fields[name].errors?.length ? true : undefined,
    "aria-describedby": `${fields[name].id}-error`,
    autoFocus: firstInvalid === name,
    className: inputClass,
    placeholder: copy[name].placeholder,
  });
  const input = (name: "name" | "email" | "phone", type: "text" | "email" | "tel") => {
    const { key: _key, ...props } = getInputProps(fields[name], { type });
    return { ...props, ...text(name) };
  };
  const { key: _messageKey, ...messageProps } = getTextareaProps(fields.message);

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
        <Field id={fields.name.id} label={copy.name.label} errors={fields.name.errors}>
          <input {...input("name", "text")} autoComplete="name" />
        </Field>
        <Field id={fields.email.id} label={copy.email.label} errors={fields.email.errors}>
          <input {...input("email", "email")} autoComplete="email" />
        </Field>
      </div>
      <Field id={fields.phone.id} label={copy.phone.label} errors={fields.phone.errors}>
        <input {...input("phone", "tel")} autoComplete="tel" />
      </Field>
      <Field id={fields.message.id} label={copy.message.label} errors={fields.message.errors}>
        <textarea {...messageProps} {...text("message")} rows={6} />
      </Field>
      <AttachmentPicker
        id="kontaktskjema-vedlegg"
        name="attachments"
        errorId="kontaktskjema-vedlegg-error"
        error={lastResult?.uploadError}
      />
      {lastResult?.formError ? (
        <p role="alert" className="rounded-md border border-destructive p-3 text-sm">
          {lastResult.formError}
        </p>
      ) : null}
      <Button type="submit" size="lg" disabled={sending} className="w-full md:w-auto">
        {sending ? <Loader2 className="animate-spin" aria-hidden /> : null}
        {sending ? copy.submitting : copy.submit}
      </Button>
    </Form>
  );
}
