import { Form } from "@remix-run/react";
import Download from "lucide-react/icons/download";
import { FileLinks } from "./file-links";
import { Field } from "~/components/ui/field";
import { StatusButton } from "~/components/ui/status-button";
import { feedbackCopy } from "../copy/feedback";
import { useIsPending } from "~/hooks";

const copy = feedbackCopy.approval;

/** The customer's "Godkjenn" for the newest round, or who approved which round and when. */
export function Approval({
  approval,
  latestRound,
  refusal,
}: {
  approval: { round: number; by: string; at: string } | null;
  latestRound: number;
  refusal?: string;
}) {
  const pending = useIsPending({ intent: "approve" });
  return (
    <section
      aria-labelledby="godkjenning-tittel"
      className="max-w-2xl space-y-3 rounded-lg border p-6"
    >
      <h3 id="godkjenning-tittel" className="text-2xl">
        {copy.heading}
      </h3>
      {approval ? (
        <p>{copy.approved(approval.round, approval.by, approval.at)}</p>
      ) : (
        <Form method="post" className="space-y-3">
          <p className="text-muted-foreground">{copy.intro(latestRound)}</p>
          <input type="hidden" name="intent" value="approve" />
          <input type="hidden" name="round" value={latestRound} />
          <Field
            label={copy.nameLabel}
            errors={refusal ? [refusal] : undefined}
            inputProps={{
              id: "godkjent-av",
              name: "name",
              required: true,
              minLength: 2,
              maxLength: 200,
              autoComplete: "name",
            }}
          />
          <StatusButton type="submit" status={pending ? "pending" : "idle"}>
            {copy.submit}
          </StatusButton>
        </Form>
      )}
    </section>
  );
}

/** The final files, to download once staff have put them out; `empty` says so to its reader. */
export function Delivery({
  files,
  show,
  empty,
}: {
  files: { id: string; name: string; href: string }[];
  show: boolean;
  empty: string;
}) {
  if (!show && !files.length) return null;
  return (
    <section aria-labelledby="levering-tittel" className="max-w-2xl space-y-3">
      <h3 id="levering-tittel" className="text-2xl">
        {feedbackCopy.delivery.heading}
      </h3>
      <FileLinks files={files} icon={Download} empty={empty} />
    </section>
  );
}
