import { getFormProps, getInputProps, getTextareaProps } from "@conform-to/react";
import { Form, useActionData } from "@remix-run/react";
import { contactFormCopy as copy } from "../copy/contact";
import { firstInvalidField, useFormDraft } from "~/forms";
import { useCheckedForm } from "~/components/ui/use-checked-form";
import { useIsPending } from "~/hooks";
import { PublicFormFooter } from "~/components/ui/public-form-footer";
import { Field, TextareaField } from "~/components/ui/field";
import type { enquiryClientAction as clientAction } from "../enquiry-client-action";
import { SpamGuardFields } from "~/spam-guard";
import { ShowToast } from "~/toast";
import { AttachmentPicker } from "~/uploads";

/** What the enquiry keeps as a draft while it is being written: everything but the files. */
const draftFields = ["name", "email", "phone", "message"] as const;

const loadContactSchema = () => import("../contact-schema").then((module) => module.contactSchema);

/**
 * The enquiry form on / and /kontakt. It posts to the page's own action (both answer with
 * answerEnquiry), so a refusal or a failed send is answered where the visitor is (decision
 * 120). The browser check runs the same schema as the server, which checks again whatever
 * happened here.
 */
export function ContactForm() {
  const answer = useActionData<typeof clientAction>();
  const lastResult = answer && "result" in answer ? answer : undefined;
  const pending = useIsPending();
  const [form, fields, loadChecks] = useCheckedForm({
    id: "kontaktskjema",
    lastResult: lastResult?.result,
    loadSchema: loadContactSchema,
  });
  useFormDraft({ formId: form.id, fields: draftFields });
  const invalid = firstInvalidField(lastResult?.result?.error);
  const uploadError =
    lastResult && "uploadError" in lastResult ? lastResult.uploadError : undefined;
  const text = (name: "name" | "email" | "phone", type: "text" | "email" | "tel") => ({
    ...getInputProps(fields[name], { type }),
    autoFocus: invalid === name,
    placeholder: copy[name].placeholder,
  });

  return (
    <Form
      method="post"
      encType="multipart/form-data"
      {...getFormProps(form)}
      {...loadChecks}
      noValidate
      className="relative space-y-4"
    >
      <SpamGuardFields formToken={lastResult?.formToken} />
      <div className="grid gap-4 md:grid-cols-2">
        <Field
          label={copy.name.label}
          required
          errors={fields.name.errors}
          inputProps={{ ...text("name", "text"), autoComplete: "name" }}
        />
        <Field
          label={copy.email.label}
          required
          errors={fields.email.errors}
          inputProps={{ ...text("email", "email"), autoComplete: "email" }}
        />
      </div>
      <Field
        label={copy.phone.label}
        required
        errors={fields.phone.errors}
        inputProps={{ ...text("phone", "tel"), autoComplete: "tel" }}
      />
      <TextareaField
        label={copy.message.label}
        required
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
        error={uploadError}
        focus={!invalid && Boolean(uploadError)}
        returned={Boolean(lastResult)}
      />
      <PublicFormFooter
        formError={answer && "formError" in answer ? answer.formError : undefined}
        focusError={!invalid && !uploadError}
        pending={pending}
        submitLabel={copy.submit}
        pendingLabel={copy.submitting}
      />
      {answer && "toast" in answer && answer.toast ? <ShowToast toast={answer.toast} /> : null}
    </Form>
  );
}
