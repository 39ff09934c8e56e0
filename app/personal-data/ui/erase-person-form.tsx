import { getFormProps, getInputProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import Trash from "lucide-react/icons/trash-2";
import { Field } from "~/components/ui/field";
import { StatusButton } from "~/components/ui/status-button";
import { useCheckedForm } from "~/components/ui/use-checked-form";
import { useIsPending } from "~/hooks";
import { personalDataCopy } from "../copy";
import { erasePersonSchema } from "../person-schema";

const copy = personalDataCopy.erase;

/** Erasing asks for the address once more, typed, so nobody is erased by a slip. */
export function ErasePersonForm({
  person,
  lastResult,
}: {
  person: { email: string; phone: string | null };
  lastResult?: SubmissionResult<string[]>;
}) {
  const [form, fields, loadChecks] = useCheckedForm({
    id: "slett-person",
    lastResult,
    loadSchema: () => Promise.resolve(erasePersonSchema),
  });
  const pending = useIsPending({ intent: "erase" });
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      {...loadChecks}
      noValidate
      className="mt-10 max-w-xl rounded-lg border border-destructive/60 bg-card p-6"
    >
      <h2 className="text-2xl">{copy.heading}</h2>
      <p className="mt-2 text-muted-foreground">{copy.warning}</p>
      <input type="hidden" name="intent" value="erase" />
      <input type="hidden" name="email" value={person.email} />
      {person.phone ? <input type="hidden" name="phone" value={person.phone} /> : null}
      <Field
        label={copy.confirmation}
        errors={fields.confirmation.errors}
        className="mt-4"
        inputProps={{
          ...getInputProps(fields.confirmation, { type: "text" }),
          autoComplete: "off",
          autoFocus: Boolean(fields.confirmation.errors),
        }}
      />
      <StatusButton
        type="submit"
        variant="destructive"
        status={pending ? "pending" : "idle"}
        pendingLabel={copy.pending}
        icon={<Trash aria-hidden />}
      >
        {copy.submit}
      </StatusButton>
    </Form>
  );
}
