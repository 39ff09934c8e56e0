import { Form } from "@remix-run/react";
import Download from "lucide-react/icons/download";
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
  text: string;
  /** Already sanitised on arrival (decision 239). */
  html: string | null;
  refusedFiles: string | null;
  at: string;
  attachments: { id: string; name: string; size: string }[];
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
      {message.attachments.length ? (
        <ul className="mt-3 space-y-1 text-sm">
          {message.attachments.map((attachment) => (
            <li key={attachment.id}>
              <a
                href={`${attachmentBase}/vedlegg/${attachment.id}`}
                className="inline-flex items-center gap-2 text-primary hover:underline"
              >
                <Download className="size-4" aria-hidden />
                {copy.download} {attachment.name}
              </a>{" "}
              <span className="text-muted-foreground">({attachment.size})</span>
            </li>
          ))}
        </ul>
      ) : null}
      {message.delivery ? <AnswerDelivery {...message.delivery} /> : null}
      {message.refusedFiles ? (
        <p className="mt-3 text-sm text-red-400">
          {copy.refusedFiles} {message.refusedFiles}
        </p>
      ) : null}
    </article>
  );
}

/** Whether a staff answer has left the outbox, so a failed one shows where it was written. */
function AnswerDelivery({ status, lastError }: { status: string; lastError: string | null }) {
  const failed = status === "failed";
  return (
    <p className={cn("mt-3 text-sm", failed ? "text-red-400" : "text-muted-foreground")}>
      {copy.delivery(deliveryStatusLabels[status] ?? status)}
      {lastError ? ` ${copy.lastError(lastError)}` : null}
    </p>
  );
}

/** The enquiry's mails both ways, in order, and staff's answer form under them. */
export function EnquiryThread({
  enquiryId,
  messages,
  errors,
}: {
  enquiryId: string;
  messages: ThreadMessage[];
  errors?: string[];
}) {
  const pending = useIsPending({ intent: "answer" });
  return (
    <section aria-labelledby="samtale-tittel" className="mt-10 space-y-4">
      <h2 id="samtale-tittel" className="text-2xl">
        {copy.heading}
      </h2>
      <p className="text-sm text-muted-foreground">{copy.intro}</p>
      {messages.length === 0 ? (
        <p>{copy.empty}</p>
      ) : (
        <ol className="space-y-3">
          {messages.map((message) => (
            <li key={message.id}>
              <ThreadMail message={message} attachmentBase={`/admin/henvendelser/${enquiryId}`} />
            </li>
          ))}
        </ol>
      )}
      <Form method="post" className="grid max-w-prose gap-2" key={messages.length}>
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
    </section>
  );
}

export interface EnquiryNoteView {
  id: string;
  body: string;
  by: string;
  at: string;
}

/** Staff's internal notes; never part of a mail. */
export function EnquiryNotes({ notes, errors }: { notes: EnquiryNoteView[]; errors?: string[] }) {
  const pending = useIsPending({ intent: "note" });
  return (
    <section aria-labelledby="notater-tittel" className="mt-10 space-y-4">
      <h2 id="notater-tittel" className="text-2xl">
        {copy.notesHeading}
      </h2>
      <p className="text-sm text-muted-foreground">{copy.notesIntro}</p>
      {notes.length === 0 ? (
        <p>{copy.noNotes}</p>
      ) : (
        <ul className="space-y-2">
          {notes.map((note) => (
            <li key={note.id} className="rounded-md border border-dashed p-3">
              <p className="text-sm text-muted-foreground">
                {note.by} · {note.at}
              </p>
              <p className="whitespace-pre-wrap">{note.body}</p>
            </li>
          ))}
        </ul>
      )}
      <Form method="post" className="grid max-w-prose gap-2" key={notes.length}>
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
