import { Form } from "@remix-run/react";
import { AttachmentList } from "~/components/ui/attachment-list";
import { Button } from "~/components/ui/button";
import { Field, TextareaField } from "~/components/ui/field";
import { StatusButton } from "~/components/ui/status-button";
import { useIsPending } from "~/hooks";
import { cn } from "~/components/ui/cn";
import { deliveryStatusLabels, threadCopy as copy } from "../copy/enquiries-admin";

export interface ThreadMessage {
  id: string;
  direction: "in" | "out";
  from: string;
  staffEmail: string | null;
  subject: string;
  /** The mail's own words; the earlier mails it quotes are in `quoted` (decision 332). */
  text: string;
  quoted: string | null;
  /** Already sanitised on arrival (decision 239). */
  html: string | null;
  refusedFiles: string | null;
  at: string;
  attachments: { id: string; name: string; size: string; image: boolean }[];
  /** A staff answer's mail in the outbox; null for the customer's mails. */
  delivery: { status: string; lastError: string | null } | null;
  /** Who placed an unplaced reply here, and when. */
  placed: { by: string; at: string } | null;
}

/** One mail of a thread, or of the unplaced list; attachment links go through `attachmentBase`. */
export function ThreadMail({
  message,
  attachmentBase,
}: {
  message: ThreadMessage;
  attachmentBase: string;
}) {
  const outgoing = message.direction === "out";
  return (
    <article
      className={`rounded-md border p-4 ${outgoing ? "bg-card sm:ml-12" : "bg-background sm:mr-12"}`}
    >
      <header className="mb-2 text-sm text-muted-foreground">
        <strong className="text-foreground">
          {outgoing
            ? copy.fromStaff(message.staffEmail ?? message.from)
            : copy.fromCustomer(message.from)}
        </strong>{" "}
        · <time>{message.at}</time>
        {message.subject ? <div>{message.subject}</div> : null}
        {message.placed ? <div>{copy.placedBy(message.placed.by, message.placed.at)}</div> : null}
      </header>
      <p className="whitespace-pre-wrap">{message.text}</p>
      {message.quoted ? (
        <details className="mt-2 text-sm">
          <summary className="cursor-pointer text-primary">{copy.showQuoted}</summary>
          <p className="mt-2 border-l-2 pl-3 whitespace-pre-wrap text-muted-foreground">
            {message.quoted}
          </p>
        </details>
      ) : null}
      {message.html ? (
        <details className="mt-3 text-sm">
          <summary className="cursor-pointer text-primary">{copy.showHtml}</summary>
          <div
            className="prose mt-2 max-w-none rounded border p-3"
            // Sanitised with sanitize-html when the mail arrived: text, structure and links only.
            dangerouslySetInnerHTML={{ __html: message.html }}
          />
        </details>
      ) : null}
      <AttachmentList
        className="mt-3"
        downloadLabel={copy.download}
        files={message.attachments.map((attachment) => ({
          ...attachment,
          href: `${attachmentBase}/vedlegg/${attachment.id}`,
        }))}
      />
      {message.delivery ? <AnswerDelivery {...message.delivery} /> : null}
      {message.refusedFiles ? (
        <p className="mt-3 text-sm text-red-400">
          {copy.refusedFiles} {message.refusedFiles}
        </p>
      ) : null}
    </article>
  );
}

/** Whether a staff mail has left the outbox, so a failed one shows where it was written. */
export function AnswerDelivery({
  status,
  lastError,
}: {
  status: string;
  lastError: string | null;
}) {
  const failed = status === "failed";
  return (
    <p className={cn("mt-3 text-sm", failed ? "text-red-400" : "text-muted-foreground")}>
      {copy.delivery(deliveryStatusLabels[status] ?? status)}
      {lastError ? ` ${copy.lastError(lastError)}` : null}
    </p>
  );
}

/** Staff's answer to the customer, under the timeline: mailed, and the reply comes back here. */
export function EnquiryAnswerForm({ count, errors }: { count: number; errors?: string[] }) {
  const pending = useIsPending({ intent: "answer" });
  return (
    <Form method="post" className="grid max-w-prose gap-2" key={count}>
      <input type="hidden" name="intent" value="answer" />
      <TextareaField
        label={copy.answerLabel}
        description={copy.answerHelp}
        errors={errors}
        textareaProps={{
          id: "answer",
          name: "body",
          rows: 6,
          required: true,
          minLength: 2,
          maxLength: 10_000,
          autoFocus: Boolean(errors?.length),
        }}
      />
      <StatusButton
        type="submit"
        status={pending ? "pending" : "idle"}
        className="justify-self-start"
      >
        {copy.send}
      </StatusButton>
    </Form>
  );
}

/** An internal note, which lands in the timeline and is never part of a mail. */
export function EnquiryNoteForm({ count, errors }: { count: number; errors?: string[] }) {
  const pending = useIsPending({ intent: "note" });
  return (
    <section aria-labelledby="notater-tittel" className="space-y-2">
      <h3 id="notater-tittel" className="text-lg">
        {copy.notesHeading}
      </h3>
      <p className="text-sm text-muted-foreground">{copy.notesIntro}</p>
      <Form method="post" className="grid max-w-prose gap-2" key={count}>
        <input type="hidden" name="intent" value="note" />
        <TextareaField
          label={copy.noteLabel}
          errors={errors}
          textareaProps={{ id: "note", name: "body", rows: 3, required: true, minLength: 2 }}
        />
        <StatusButton
          type="submit"
          status={pending ? "pending" : "idle"}
          variant="outline"
          className="justify-self-start"
        >
          {copy.addNote}
        </StatusButton>
      </Form>
    </section>
  );
}

/** The company, which the public form does not ask for. */
export function EnquiryCompanyForm({ company, errors }: { company: string; errors?: string[] }) {
  return (
    <Form method="post" className="flex flex-wrap items-end gap-2">
      <input type="hidden" name="intent" value="company" />
      <Field
        label={copy.companyLabel}
        description={copy.companyHelp}
        errors={errors}
        inputProps={{ id: "company", name: "company", defaultValue: company, maxLength: 200 }}
      />
      <Button type="submit" variant="outline" className="mb-5">
        {copy.saveCompany}
      </Button>
    </Form>
  );
}
