import {
  getCollectionProps,
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  type SubmissionResult,
} from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import { briefFormCopy as copy, projectTypes } from "../copy/customer-projects";
import { serviceOptions } from "../form-options";
import { firstInvalidField, useFormDraft } from "~/forms";
import { useCheckedForm } from "~/components/ui/use-checked-form";
import { useIsPending } from "~/hooks";
import { Checkbox } from "~/components/ui/checkbox";
import { PublicFormFooter } from "~/components/ui/public-form-footer";
import { Field, FieldGroup, SelectField, TextareaField } from "~/components/ui/field";
import { AttachmentPicker } from "~/uploads";
import { SpamGuardFields } from "~/spam-guard";

const loadBriefSchema = () => import("../brief-schema").then((module) => module.briefSchema);

const BRIEF_ACTION = "/kundeskjema";

export type BriefFormResult = {
  result?: SubmissionResult<string[]>;
  formError?: string;
  uploadError?: string;
  /** The serve-time token the form was first shown with (see SpamGuardFields). */
  formToken?: string;
  /** The send never got an answer; the form is as the visitor left it. */
  sendFailed?: true;
};

/** What the brief keeps as a draft while it is being written: everything but the files. */
const draftFields = [
  "contactName",
  "email",
  "phone",
  "company",
  "projectName",
  "address",
  "projectType",
  "units",
  "deadline",
  "description",
  "services",
] as const;

/** The brief's lines of text; all but the company must be filled in, as their labels say. */
const textFields = {
  contactName: { copy: copy.name, type: "text", autoComplete: "name", required: true },
  email: { copy: copy.email, type: "email", autoComplete: "email", required: true },
  phone: { copy: copy.phone, type: "tel", autoComplete: "tel", required: true },
  company: { copy: copy.company, type: "text", autoComplete: "organization", required: false },
  // Not "off": that also stops a browser without JavaScript restoring the field on Back.
  projectName: { copy: copy.projectName, type: "text", autoComplete: "on", required: true },
  address: { copy: copy.address, type: "text", autoComplete: "address-line1", required: true },
} as const;

function useBriefForm(lastResult?: BriefFormResult) {
  return useCheckedForm({
    id: "kundeskjema",
    lastResult: lastResult?.result,
    loadSchema: loadBriefSchema,
  });
}

type BriefFields = ReturnType<typeof useBriefForm>[1];
/** Each group of fields gets the form's fields and the one the server found wrong first. */
type GroupProps = { fields: BriefFields; invalid: ReturnType<typeof firstInvalidField> };

/**
 * The brief on /kundeskjema. The browser runs the server's schema; the server checks again.
 * Its groups of fields are components of their own so hydration can pause between them: as one
 * component, the form was one task of 40–70 ms at a phone's speed (decision 291).
 */
export function BriefForm({ lastResult }: { lastResult?: BriefFormResult }) {
  const pending = useIsPending({ formAction: BRIEF_ACTION });
  const [form, fields, loadChecks] = useBriefForm(lastResult);
  useFormDraft({ formId: form.id, fields: draftFields, formAction: BRIEF_ACTION });
  const invalid = firstInvalidField(lastResult?.result?.error);

  return (
    <Form
      method="post"
      action={BRIEF_ACTION}
      encType="multipart/form-data"
      {...getFormProps(form)}
      {...loadChecks}
      noValidate
      className="relative space-y-10"
    >
      <SpamGuardFields formToken={lastResult?.formToken} />
      <ContactFields fields={fields} invalid={invalid} />
      <ProjectFields fields={fields} invalid={invalid} />
      <ServiceChoices fields={fields} invalid={invalid} />
      <fieldset>
        <legend className="mb-1 font-serif text-2xl">{copy.filesHeading}</legend>
        <p className="mb-4 text-sm text-muted-foreground">
          {copy.ifcHint.text}{" "}
          <Link to={copy.ifcHint.href} className="text-primary underline">
            {copy.ifcHint.link}
          </Link>
        </p>
        <AttachmentPicker
          id="kundeskjema-filer"
          name="files"
          error={lastResult?.uploadError}
          focus={!invalid && Boolean(lastResult?.uploadError)}
          returned={Boolean(lastResult)}
        />
      </fieldset>

      <PublicFormFooter
        formError={lastResult?.formError}
        focusError={!invalid && !lastResult?.uploadError}
        pending={pending}
        submitLabel={copy.submit}
        pendingLabel={copy.submitting}
      />
    </Form>
  );
}

function TextField({ fields, name, invalid }: GroupProps & { name: keyof typeof textFields }) {
  const field = textFields[name];
  return (
    <Field
      label={field.copy.label}
      required={field.required}
      errors={fields[name].errors}
      inputProps={{
        ...getInputProps(fields[name], { type: field.type }),
        autoFocus: invalid === name,
        autoComplete: field.autoComplete,
        placeholder: field.copy.placeholder,
      }}
    />
  );
}

function ContactFields({ fields, invalid }: GroupProps) {
  return (
    <fieldset className="space-y-2">
      <legend className="mb-4 font-serif text-2xl">{copy.contactHeading}</legend>
      <div className="grid gap-x-4 md:grid-cols-2">
        <TextField fields={fields} name="contactName" invalid={invalid} />
        <TextField fields={fields} name="email" invalid={invalid} />
        <TextField fields={fields} name="phone" invalid={invalid} />
        <TextField fields={fields} name="company" invalid={invalid} />
      </div>
    </fieldset>
  );
}

function ProjectFields({ fields, invalid }: GroupProps) {
  return (
    <fieldset className="space-y-2">
      <legend className="mb-4 font-serif text-2xl">{copy.projectHeading}</legend>
      <div className="grid gap-x-4 md:grid-cols-2">
        <TextField fields={fields} name="projectName" invalid={invalid} />
        <TextField fields={fields} name="address" invalid={invalid} />
        <SelectField
          label={copy.projectType.label}
          required
          errors={fields.projectType.errors}
          selectProps={{
            ...getSelectProps(fields.projectType),
            autoFocus: invalid === "projectType",
          }}
        >
          <option value="">{copy.projectType.placeholder}</option>
          {projectTypes.map((type) => (
            <option key={type.value} value={type.value}>
              {type.label}
            </option>
          ))}
        </SelectField>
        <Field
          label={copy.units.label}
          description={copy.units.help}
          errors={fields.units.errors}
          inputProps={{
            ...getInputProps(fields.units, { type: "number" }),
            autoFocus: invalid === "units",
            min: 1,
            max: 10000,
            step: 1,
            inputMode: "numeric",
          }}
        />
        <Field
          label={copy.deadline.label}
          description={copy.deadline.help}
          errors={fields.deadline.errors}
          inputProps={{
            ...getInputProps(fields.deadline, { type: "date" }),
            autoFocus: invalid === "deadline",
          }}
        />
      </div>
      <TextareaField
        label={copy.description.label}
        required
        errors={fields.description.errors}
        textareaProps={{
          ...getTextareaProps(fields.description),
          autoFocus: invalid === "description",
          placeholder: copy.description.placeholder,
          rows: 6,
        }}
      />
    </fieldset>
  );
}

function ServiceChoices({ fields, invalid }: GroupProps) {
  return (
    <FieldGroup
      id={fields.services.id}
      legend={copy.servicesHeading}
      required
      legendSize="heading"
      description={copy.services.label}
      errors={fields.services.errors}
    >
      <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {getCollectionProps(fields.services, {
          type: "checkbox",
          options: serviceOptions.map((option) => option.value),
        }).map(({ key, ...props }, index) => (
          <label
            key={key}
            className="flex items-center gap-3 rounded-md border p-3 text-sm has-[:checked]:border-primary"
          >
            <Checkbox {...props} autoFocus={invalid === "services" && index === 0} />
            {serviceOptions.find((option) => option.value === props.value)?.label}
          </label>
        ))}
      </div>
    </FieldGroup>
  );
}
