import {
  getCollectionProps,
  getFormProps,
  getInputProps,
  getTextareaProps,
  type SubmissionResult,
} from "@conform-to/react";
import { Form } from "@remix-run/react";
import { portfolioServiceNames } from "../portfolio-schema";
import { Checkbox } from "~/components/ui/checkbox";
import { Field, FieldGroup, TextareaField } from "~/components/ui/field";
import { StatusButton } from "~/components/ui/status-button";
import { portfolioAdminCopy as copy } from "../copy";
import { firstInvalidField } from "~/forms";
import { useCheckedForm } from "~/components/ui/use-checked-form";
import { useIsPending } from "~/hooks";

const loadProjectDetailsSchema = () =>
  import("../portfolio-schema").then((module) => module.projectDetailsSchema);

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
  // The project's page has other forms posting to the same action; this one is "save".
  const pending = useIsPending({ intent: "save" });
  const [form, fields, loadChecks] = useCheckedForm({
    id: "prosjektdetaljer",
    lastResult,
    defaultValue: project,
    loadSchema: loadProjectDetailsSchema,
  });
  const invalid = firstInvalidField(lastResult?.error);
  const text = (name: "title" | "slug" | "location") => ({
    ...getInputProps(fields[name], { type: "text" }),
    autoFocus: invalid === name,
  });
  return (
    <Form method="post" {...getFormProps(form)} {...loadChecks} noValidate className="space-y-2">
      <input type="hidden" name="intent" value="save" />
      <div className="grid gap-x-4 md:grid-cols-2">
        <Field
          label={copy.fields.title.label}
          errors={fields.title.errors}
          inputProps={{ ...text("title"), placeholder: copy.fields.title.placeholder }}
        />
        <Field
          label={copy.fields.slug.label}
          description={copy.fields.slug.help}
          errors={fields.slug.errors}
          inputProps={text("slug")}
        />
        <Field
          label={copy.fields.location.label}
          errors={fields.location.errors}
          inputProps={{ ...text("location"), placeholder: copy.fields.location.placeholder }}
        />
      </div>
      <FieldGroup
        id={fields.services.id}
        legend={copy.fields.services.label}
        errors={fields.services.errors}
      >
        <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
          {getCollectionProps(fields.services, {
            type: "checkbox",
            options: portfolioServiceNames,
          }).map(({ key, ...props }, index) => (
            <label key={key} className="flex items-center gap-2 text-sm">
              <Checkbox {...props} autoFocus={invalid === "services" && index === 0} />
              {props.value}
            </label>
          ))}
        </div>
      </FieldGroup>
      <TextareaField
        label={copy.fields.body.label}
        description={copy.fields.body.help}
        errors={fields.bodyMarkdown.errors}
        textareaProps={{
          ...getTextareaProps(fields.bodyMarkdown),
          autoFocus: invalid === "bodyMarkdown",
          rows: 14,
          className: "font-mono text-sm",
        }}
      />
      <StatusButton type="submit" status={pending ? "pending" : "idle"}>
        {copy.save}
      </StatusButton>
    </Form>
  );
}
