import { Form } from "@remix-run/react";
import { Button } from "~/components/ui/button";
import { SelectField } from "~/components/ui/field";
import { StatusButton } from "~/components/ui/status-button";
import { useIsPending } from "~/hooks";
import { threadCopy as copy } from "../copy/enquiries-admin";

/**
 * Under an unplaced mail: the enquiry to put it on (decision 268), or else a new enquiry from
 * it, or away as spam (decision 302).
 */
export function PlaceMailForm({
  mailId,
  choices,
  errors,
}: {
  mailId: string;
  choices: { id: string; label: string }[];
  errors?: string[];
}) {
  const pending = useIsPending();
  return (
    <div className="mt-3 grid max-w-prose gap-4">
      <Form method="post" className="grid gap-2">
        <input type="hidden" name="intent" value="place" />
        <input type="hidden" name="mail" value={mailId} />
        <SelectField
          label={copy.placeLabel}
          description={copy.placeHelp}
          errors={errors}
          selectProps={{
            id: `plasser-${mailId}`,
            name: "enquiry",
            required: true,
            defaultValue: "",
            className: "h-10",
            autoFocus: Boolean(errors?.length),
          }}
        >
          <option value="" disabled>
            {copy.placeChoose}
          </option>
          {choices.map((choice) => (
            <option key={choice.id} value={choice.id}>
              {choice.label}
            </option>
          ))}
        </SelectField>
        <StatusButton
          type="submit"
          variant="outline"
          status={pending ? "pending" : "idle"}
          className="justify-self-start"
        >
          {copy.placeSubmit}
        </StatusButton>
      </Form>
      <Form method="post" className="flex flex-wrap gap-2">
        <input type="hidden" name="mail" value={mailId} />
        <Button
          type="submit"
          name="intent"
          value="new-enquiry"
          variant="outline"
          disabled={pending}
        >
          {copy.newEnquirySubmit}
        </Button>
        <Button type="submit" name="intent" value="spam" variant="ghost" disabled={pending}>
          {copy.spamSubmit}
        </Button>
      </Form>
    </div>
  );
}
