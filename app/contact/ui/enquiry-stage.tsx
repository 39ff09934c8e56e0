import { Form } from "@remix-run/react";
import { SelectField, TextareaField } from "~/components/ui/field";
import { StatusButton } from "~/components/ui/status-button";
import { useIsPending } from "~/hooks";
import { enquiryStageCopy as copy } from "../copy/enquiries-admin";
import { enquiryStages, lostReasonMaxLength, type EnquiryStage } from "../stages";

/** The enquiry's stage and the form that moves it; every move is in the timeline. */
export function EnquiryStageSection({
  stage,
  errors,
}: {
  stage: EnquiryStage;
  errors?: { stage?: string[]; reason?: string[] };
}) {
  const pending = useIsPending({ intent: "stage" });
  return (
    <section aria-labelledby="fase-tittel" className="mt-10 space-y-4">
      <h2 id="fase-tittel" className="text-2xl">
        {copy.heading}: {copy.labels[stage]}
      </h2>
      <Form method="post" className="grid max-w-xl gap-2">
        <input type="hidden" name="intent" value="stage" />
        <SelectField
          label={copy.stage}
          errors={errors?.stage}
          selectProps={{ id: "stage", name: "stage", defaultValue: stage, className: "h-10" }}
        >
          {enquiryStages.map((value) => (
            <option key={value} value={value}>
              {copy.labels[value]}
            </option>
          ))}
        </SelectField>
        <TextareaField
          label={copy.reason}
          description={copy.reasonHelp}
          errors={errors?.reason}
          textareaProps={{
            id: "reason",
            name: "reason",
            rows: 2,
            maxLength: lostReasonMaxLength,
            autoFocus: Boolean(errors?.reason?.length),
          }}
        />
        <StatusButton
          type="submit"
          status={pending ? "pending" : "idle"}
          className="justify-self-start"
        >
          {copy.submit}
        </StatusButton>
      </Form>
    </section>
  );
}
