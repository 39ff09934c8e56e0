import {
  type DefaultValue,
  getFormProps,
  getInputProps,
  getTextareaProps,
  type SubmissionResult,
} from "@conform-to/react";
import { Form } from "@remix-run/react";
import Eye from "lucide-react/icons/eye";
import Plus from "lucide-react/icons/plus";
import RefreshCw from "lucide-react/icons/refresh-cw";
import Trash2 from "lucide-react/icons/trash-2";
import { Button } from "~/components/ui/button";
import { Field, FieldGroup, FormError, TextareaField } from "~/components/ui/field";
import { StatusButton } from "~/components/ui/status-button";
import { useCheckedForm } from "~/components/ui/use-checked-form";
import { firstInvalidField } from "~/forms";
import { useHydrated, useIsPending } from "~/hooks";
import { quoteFormCopy as copy } from "../copy";
import { MAX_QUOTE_LINES, quoteSchema } from "../quote-schema";
import { QuoteRunningTotal } from "./quote-running-total";

const loadSchema = () => Promise.resolve(quoteSchema);

/**
 * The quote's lines, validity and terms, and their running total. Adding and removing a line
 * are Conform's list intents: with JavaScript they change the form in place, without it they
 * post and the action answers with the form one line longer or shorter; "Oppdater" (only
 * without JavaScript, where the total cannot follow the typing) is Conform's validate intent,
 * answered the same way. "Send tilbud" asks for the preview; nothing is sent from this form.
 */
export function QuoteForm({
  action,
  lastResult,
  defaultValue,
  formError,
}: {
  action: string;
  lastResult?: SubmissionResult<string[]>;
  defaultValue: DefaultValue<{
    lines: { description: string; quantity: string; price: string }[];
    terms: string;
    validUntil: string;
  }>;
  formError?: string;
}) {
  const [form, fields, loadChecks] = useCheckedForm({
    id: "tilbud",
    lastResult,
    defaultValue,
    loadSchema,
  });
  const pending = useIsPending({ formAction: action });
  const hydrated = useHydrated();
  const invalid = firstInvalidField(lastResult?.error);
  const lines = fields.lines.getFieldList();
  return (
    <Form
      method="post"
      action={action}
      {...getFormProps(form)}
      {...loadChecks}
      noValidate
      className="max-w-4xl space-y-6"
    >
      <FormError message={formError} focus />
      <FieldGroup
        id={fields.lines.id}
        legend={copy.lines}
        legendSize="heading"
        errors={fields.lines.errors}
      >
        <ol className="space-y-4">
          {lines.map((line, index) => {
            const parts = line.getFieldset();
            return (
              <li
                key={line.key}
                className="grid gap-3 rounded-md border p-4 sm:grid-cols-[1fr_6rem_10rem_auto]"
              >
                <Field
                  label={copy.description}
                  errors={parts.description.errors}
                  inputProps={{
                    ...getInputProps(parts.description, { type: "text" }),
                    maxLength: 500,
                    autoFocus: invalid === parts.description.name,
                  }}
                />
                <Field
                  label={copy.quantity}
                  errors={parts.quantity.errors}
                  inputProps={{
                    ...getInputProps(parts.quantity, { type: "text" }),
                    inputMode: "numeric",
                    autoFocus: invalid === parts.quantity.name,
                  }}
                />
                <Field
                  label={copy.price}
                  errors={parts.price.errors}
                  inputProps={{
                    ...getInputProps(parts.price, { type: "text" }),
                    inputMode: "decimal",
                    autoFocus: invalid === parts.price.name,
                  }}
                />
                <Button
                  variant="outline"
                  size="icon"
                  className="self-center"
                  aria-label={copy.removeLine(index + 1)}
                  title={copy.removeLine(index + 1)}
                  {...form.remove.getButtonProps({ name: fields.lines.name, index })}
                >
                  <Trash2 aria-hidden />
                </Button>
              </li>
            );
          })}
        </ol>
        {lines.length < MAX_QUOTE_LINES ? (
          <Button
            variant="outline"
            className="mt-4"
            {...form.insert.getButtonProps({
              name: fields.lines.name,
              defaultValue: { description: "", quantity: "1", price: "" },
            })}
          >
            <Plus aria-hidden />
            {copy.addLine}
          </Button>
        ) : null}
      </FieldGroup>
      <QuoteRunningTotal lines={Array.isArray(fields.lines.value) ? fields.lines.value : []} />
      {hydrated ? null : (
        <Button variant="outline" {...form.validate.getButtonProps()}>
          <RefreshCw aria-hidden />
          {copy.update}
        </Button>
      )}
      <Field
        label={copy.validUntil}
        errors={fields.validUntil.errors}
        className="max-w-xs"
        inputProps={{
          ...getInputProps(fields.validUntil, { type: "date" }),
          autoFocus: invalid === "validUntil",
        }}
      />
      <TextareaField
        label={copy.terms}
        errors={fields.terms.errors}
        textareaProps={{
          ...getTextareaProps(fields.terms),
          rows: 6,
          autoFocus: invalid === "terms",
        }}
      />
      <StatusButton
        type="submit"
        name="intent"
        value="preview"
        status={pending ? "pending" : "idle"}
        icon={<Eye aria-hidden />}
      >
        {copy.submit}
      </StatusButton>
    </Form>
  );
}
