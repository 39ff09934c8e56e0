import {
  getCollectionProps,
  getFormProps,
  getInputProps,
  getTextareaProps,
  type SubmissionResult,
} from "@conform-to/react";
import { Form } from "@remix-run/react";
import { portfolioServiceNames, projectDetailsSchema } from "~/portfolio";
import { Field, inputClass } from "~/components/ui/field";
import { Button } from "~/components/ui/button";
import { portfolioAdminCopy as copy } from "~/content/portfolio-admin";
import { useCheckedForm } from "~/forms";

const loadProjectDetailsSchema = () =>
  import("~/portfolio").then((module) => module.projectDetailsSchema);

export type ProjectDetails = {
  title: string;
  slug: string;
  location: string;
  services: string[];
  bodyMarkdown: string;
};

/** Title, address, place, services and the Markdown text of one portfolio project. */
export function ProjectDetailsForm({
  project,
  lastResult,
}: {
  project: ProjectDetails;
  lastResult?: SubmissionResult<string[]>;
}) {
  const [form, fields, loadChecks] = useCheckedForm({
    id: "prosjektdetaljer",
    lastResult,
    defaultValue: project,
    loadSchema: loadProjectDetailsSchema,
  });
  const text = (name: "title" | "slug" | "location") => {
    const { key: _key, ...props } = getInputProps(fields[name], { type: "text" });
    return {
      ...props,
      "aria-describedby": `${fields[name].id}-help ${fields[name].id}-error`,
      className: inputClass,
    };
  };
  const { key: _bodyKey, ...bodyProps } = getTextareaProps(fields.bodyMarkdown);
  return (
    <Form method="post" {...getFormProps(form)} noValidate className="space-y-2">
      <input type="hidden" name="intent" value="save" />
      <div className="grid gap-x-4 md:grid-cols-2">
        <Field id={fields.title.id} label={copy.fields.title.label} errors={fields.title.errors}>
          <input {...text("title")} placeholder={copy.fields.title.placeholder} />
        </Field>
        <Field
          id={fields.slug.id}
          label={copy.fields.slug.label}
          help={copy.fields.slug.help}
          errors={fields.slug.errors}
        >
          <input {...text("slug")} />
        </Field>
        <Field
          id={fields.location.id}
          label={copy.fields.location.label}
          errors={fields.location.errors}
        >
          <input {...text("location")} placeholder={copy.fields.location.placeholder} />
        </Field>
      </div>
      <fieldset className="pb-4">
        <legend className="mb-2 text-sm font-medium">{copy.fields.services.label}</legend>
        <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
          {getCollectionProps(fields.services, {
            type: "checkbox",
            options: portfolioServiceNames,
          }).map(({ key, ...props }) => (
            <label key={key} className="flex items-center gap-2 text-sm">
              <input {...props} className="size-4 accent-primary" />
              {props.value}
            </label>
          ))}
        </div>
      </fieldset>
      <Field
        id={fields.bodyMarkdown.id}
        label={copy.fields.body.label}
        help={copy.fields.body.help}
        errors={fields.bodyMarkdown.errors}
      >
        <textarea
          {...bodyProps}
          aria-describedby={`${fields.bodyMarkdown.id}-help ${fields.bodyMarkdown.id}-error`}
          rows={14}
          className={`${inputClass} font-mono text-sm`}
        />
      </Field>
      <Button type="submit">{copy.save}</Button>
    </Form>
  );
}
