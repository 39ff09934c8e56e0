import {
  getCollectionProps,
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  type FieldMetadata,
  type SubmissionResult,
} from "@conform-to/react";
import { Form, Link, useNavigation } from "@remix-run/react";
import Loader2 from "lucide-react/icons/loader-circle";
import { briefFormCopy as copy, projectTypes } from "~/content/customer-projects";
import { briefSchema, serviceOptions } from "~/customer-projects";
import { Field, inputClass } from "~/components/ui/field";
import { AttachmentPicker } from "../contact/attachment-picker";
import { SpamGuardFields } from "../spam-guard-fields";
import { Button } from "../ui/button";
import { useCheckedForm } from "~/forms";

const loadBriefSchema = () => import("~/customer-projects").then((module) => module.briefSchema);

export const BRIEF_ACTION = "/kundeskjema";
const fieldOrder = [
  "contactName",
  "email",
  "phone",
  "company",
  "projectName",
  "address",
  "projectType",
  "units",
  "services",
  "deadline",
  "description",
] as const;

export type BriefFormResult = {
  result?: SubmissionResult<string[]>;
  formError?: string;
  uploadError?: string;
};

/** Strips Conform's key (React warns when it is spread) and wires the shared aria attributes. */
function controlProps(field: FieldMetadata<unknown>, autoFocus: boolean, props: { key?: string }) {
  const { key: _key, ...rest } = props;
  return {
    ...rest,
    id: field.id,
    "aria-invalid": field.errors?.length ? true : undefined,
    "aria-describedby": `${field.id}-help ${field.id}-error`,
    autoFocus,
    className: inputClass,
  };
}

/** The brief on /kundeskjema. The browser runs the server's schema; the server checks again. */
export function BriefForm({ lastResult }: { lastResult?: BriefFormResult }) {
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formAction === BRIEF_ACTION;
  const [form, fields, loadChecks] = useCheckedForm({
    id: "kundeskjema",
    lastResult: lastResult?.result,
    loadSchema: loadBriefSchema,
  });
  const firstInvalid = fieldOrder.find((name) => fields[name].errors?.length);
  const text = (
    name: "contactName" | "email" | "phone" | "company" | "projectName" | "address",
    type: "text" | "email" | "tel",
  ) => {
    const labels = {
      contactName: copy.name,
      email: copy.email,
      phone: copy.phone,
      company: copy.company,
      projectName: copy.projectName,
      address: copy.address,
    };
    return (
      <Field id={fields[name].id} label={labels[name].label} errors={fields[name].errors}>
        <input
          {...controlProps(
            fields[name],
            firstInvalid === name,
            getInputProps(fields[name], { type }),
          )}
          placeholder={labels[name].placeholder}
          autoComplete={
            {
              contactName: "name",
              email: "email",
              phone: "tel",
              company: "organization",
              projectName: "off",
              address: "street-address",
            }[name]
          }
        />
      </Field>
    );
  };

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
      <SpamGuardFields />
      <fieldset className="space-y-2">
        <legend className="mb-4 font-serif text-2xl">{copy.contactHeading}</legend>
        <div className="grid gap-x-4 md:grid-cols-2">
          {text("contactName", "text")}
          {text("email", "email")}
          {text("phone", "tel")}
          {text("company", "text")}
        </div>
      </fieldset>

      <fieldset className="space-y-2">
        <legend className="mb-4 font-serif text-2xl">{copy.projectHeading}</legend>
        <div className="grid gap-x-4 md:grid-cols-2">
          {text("projectName", "text")}
          {text("address", "text")}
          <Field
            id={fields.projectType.id}
            label={copy.projectType.label}
            errors={fields.projectType.errors}
          >
            <select
              {...controlProps(
                fields.projectType,
                firstInvalid === "projectType",
                getSelectProps(fields.projectType),
              )}
            >
              <option value="">{copy.projectType.placeholder}</option>
              {projectTypes.map((type) => (
                <option key={type.value} value={type.value}>
                  {type.label}
                </option>
              ))}
            </select>
          </Field>
          <Field
            id={fields.units.id}
            label={copy.units.label}
            help={copy.units.help}
            errors={fields.units.errors}
          >
            <input
              {...controlProps(
                fields.units,
                firstInvalid === "units",
                getInputProps(fields.units, { type: "number" }),
              )}
              min={1}
              max={10000}
              step={1}
              inputMode="numeric"
            />
          </Field>
          <Field
            id={fields.deadline.id}
            label={copy.deadline.label}
            help={copy.deadline.help}
            errors={fields.deadline.errors}
          >
            <input
              {...controlProps(
                fields.deadline,
                firstInvalid === "deadline",
                getInputProps(fields.deadline, { type: "date" }),
              )}
            />
          </Field>
        </div>
        <Field
          id={fields.description.id}
          label={copy.description.label}
          errors={fields.description.errors}
        >
          <textarea
            {...controlProps(
              fields.description,
              firstInvalid === "description",
              getTextareaProps(fields.description),
            )}
            placeholder={copy.description.placeholder}
            rows={6}
          />
        </Field>
      </fieldset>

      <fieldset
        aria-describedby={`${fields.services.id}-error`}
        aria-invalid={fields.services.errors?.length ? true : undefined}
      >
        <legend className="mb-1 font-serif text-2xl">{copy.servicesHeading}</legend>
        <p className="mb-4 text-sm text-muted-foreground">{copy.services.label}</p>
        <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {getCollectionProps(fields.services, {
            type: "checkbox",
            options: serviceOptions.map((option) => option.value),
          }).map(({ key, ...props }, index) => (
            <label
              key={key}
              className="flex items-center gap-3 rounded-md border p-3 text-sm has-[:checked]:border-primary"
            >
              <input
                {...props}
                autoFocus={firstInvalid === "services" && index === 0}
                className="size-4 accent-primary"
              />
              {serviceOptions.find((option) => option.value === props.value)?.label}
            </label>
          ))}
        </div>
        <p
          id={`${fields.services.id}-error`}
          role={fields.services.errors?.length ? "alert" : undefined}
          className="mt-1 min-h-5 text-sm text-red-400"
        >
          {fields.services.errors?.join(" ")}
        </p>
      </fieldset>

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
          errorId="kundeskjema-filer-error"
          error={lastResult?.uploadError}
        />
      </fieldset>

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
