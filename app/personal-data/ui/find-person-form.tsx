import { getFormProps, getInputProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import Search from "lucide-react/icons/search";
import { Field } from "~/components/ui/field";
import { StatusButton } from "~/components/ui/status-button";
import { useCheckedForm } from "~/components/ui/use-checked-form";
import { firstInvalidField } from "~/forms";
import { useIsPending } from "~/hooks";
import { personalDataCopy } from "../copy";
import { findPersonSchema } from "../person-schema";

const copy = personalDataCopy.find;

/** Staff type an address, and a phone number if they have one, to see what the site holds. */
export function FindPersonForm({ lastResult }: { lastResult?: SubmissionResult<string[]> }) {
  const [form, fields, loadChecks] = useCheckedForm({
    id: "finn-person",
    lastResult,
    loadSchema: () => Promise.resolve(findPersonSchema),
  });
  const invalid = firstInvalidField(lastResult?.error);
  const pending = useIsPending({ intent: "find" });
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      {...loadChecks}
      noValidate
      className="max-w-xl rounded-lg border bg-card p-6"
    >
      <h2 className="text-2xl">{copy.heading}</h2>
      <input type="hidden" name="intent" value="find" />
      <Field
        label={copy.email}
        errors={fields.email.errors}
        className="mt-4"
        inputProps={{
          ...getInputProps(fields.email, { type: "email" }),
          autoComplete: "off",
          autoFocus: invalid === "email",
        }}
      />
      <Field
        label={copy.phone}
        description={copy.phoneHelp}
        errors={fields.phone.errors}
        inputProps={{
          ...getInputProps(fields.phone, { type: "tel" }),
          autoComplete: "off",
          autoFocus: invalid === "phone",
        }}
      />
      <StatusButton
        type="submit"
        status={pending ? "pending" : "idle"}
        pendingLabel={copy.pending}
        icon={<Search aria-hidden />}
      >
        {copy.submit}
      </StatusButton>
    </Form>
  );
}
