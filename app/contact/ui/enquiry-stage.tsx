import { Form } from "@remix-run/react";
import { SelectField, TextareaField } from "~/components/ui/field";
import { StatusButton } from "~/components/ui/status-button";
import { useIsPending } from "~/hooks";
import { enquiryStageCopy as copy } from "../copy";
import { enquiryStages, lostReasonMaxLength, type EnquiryStage } from "../stages";

export interface StageHistoryEntry {
  id: string;
  from: EnquiryStage | null;
  stage: EnquiryStage;
  reason: string | null;
  by: string | null;
  at: string;
}

/** The enquiry's stage, the form that moves it, and every earlier move. */
export function EnquiryStageSection({
  stage,
  history,
  errors,
}: {
  stage: EnquiryStage;
  history: StageHistoryEntry[];
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
      <h3 className="text-lg">{copy.history}</h3>
      {history.length === 0 ? (
        <p className="text-muted-foreground">{copy.noHistory}</p>
      ) : (
        <ol className="space-y-1 text-sm">
          {history.map((entry) => (
            <li key={entry.id}>
              <span className="text-muted-foreground">{entry.at}</span>{" "}
              {copy.change(entry.from && copy.labels[entry.from], copy.labels[entry.stage])}
              {" – "}
              {entry.by ?? copy.byCustomer}
              {entry.reason ? `: ${entry.reason}` : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
