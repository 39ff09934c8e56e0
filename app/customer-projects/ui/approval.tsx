import { Form } from "@remix-run/react";
import Download from "lucide-react/icons/download";
import FileArchive from "lucide-react/icons/file-archive";
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

/**
 * The final files, to download once staff have put them out; `empty` says so to its reader.
 * On the customer's page, once delivered, they lead the page (`first`) with one link for all.
 */
export function Delivery({
  files,
  show,
  empty,
  first = false,
  downloadAll,
}: {
  files: { id: string; name: string; href: string }[];
  show: boolean;
  empty: string;
  first?: boolean;
  /** The ZIP of every file, when there are files and the reader may have it. */
  downloadAll?: string;
}) {
  if (!show && !files.length) return null;
  const Heading = first ? "h2" : "h3";
  return (
    <section
      aria-labelledby="levering-tittel"
      className={first ? "max-w-2xl space-y-4 rounded-lg border p-6" : "max-w-2xl space-y-3"}
    >
      <Heading id="levering-tittel" className={first ? "text-3xl" : "text-2xl"}>
        {feedbackCopy.delivery.heading}
      </Heading>
      {downloadAll && files.length ? (
        <a
          href={downloadAll}
          download
          className="inline-flex items-center gap-2 rounded-md bg-primary px-4 py-2 font-semibold text-primary-foreground hover:bg-primary/90"
        >
          <FileArchive className="size-4" aria-hidden />
          {feedbackCopy.delivery.downloadAll}
        </a>
      ) : null}
      <FileLinks files={files} icon={Download} empty={empty} />
    </section>
  );
}
