import type { ReactNode } from "react";
import { AttachmentList } from "~/components/ui/attachment-list";
import { cn } from "~/components/ui/cn";
import { AnswerDelivery, enquiryStageCopy, ThreadMail } from "~/contact";
import { stepLabel } from "~/customer-projects";
import { timelineCopy as copy } from "../copy";
import type { TimelineEvent } from "../types";

/**
 * One list of what happened in an enquiry or a customer project, oldest first (decision 330):
 * the customer's first message at the top, the newest at the bottom, with `children` (the
 * page's forms) under it. The same for the enquiry's page and the project's.
 */
export function Timeline({ events, children }: { events: TimelineEvent[]; children?: ReactNode }) {
  return (
    <section aria-labelledby="samtale-tittel" className="mt-10 space-y-4">
      <h2 id="samtale-tittel" className="text-2xl">
        {copy.heading}
      </h2>
      <p className="text-sm text-muted-foreground">{copy.intro}</p>
      <ol className="space-y-3 border-l-2 border-border pl-4">
        {events.map((event) => (
          <li key={event.id} id={event.id}>
            <TimelineItem event={event} />
          </li>
        ))}
      </ol>
      {children}
    </section>
  );
}

function TimelineItem({ event }: { event: TimelineEvent }) {
  switch (event.kind) {
    case "enquiry":
      return (
        <Card event={event} title={copy.enquiry(event.name, event.email)} tone="customer">
          <p className="whitespace-pre-wrap">{event.text}</p>
          <AttachmentList className="mt-3" files={event.files} downloadLabel={copy.download} />
        </Card>
      );
    case "mail":
      return <ThreadMail message={event.mail} attachmentBase={event.attachmentBase} />;
    case "note":
      return (
        <Card event={event} title={copy.note(event.by)} tone="note">
          <p className="whitespace-pre-wrap">{event.body}</p>
        </Card>
      );
    case "stage":
      return (
        <Line event={event}>
          {copy.stage(
            enquiryStageCopy.change(
              event.from && enquiryStageCopy.labels[event.from],
              enquiryStageCopy.labels[event.to],
            ),
            event.by ?? enquiryStageCopy.byCustomer,
            event.reason,
          )}
        </Line>
      );
    case "quote-sent":
      return (
        <Card event={event} title={copy.quoteSent(event.version, event.by)} tone="staff">
          <p>
            {copy.quoteTotal(event.total)} ·{" "}
            <a
              href={`/tilbud/${event.quoteId}`}
              className="text-primary underline"
              aria-label={copy.openQuoteLabel(event.version)}
            >
              {copy.openQuote}
            </a>
          </p>
          {event.delivery ? <AnswerDelivery {...event.delivery} /> : null}
        </Card>
      );
    case "quote-opened":
      return <Line event={event}>{copy.quoteOpened(event.version)}</Line>;
    case "quote-accepted":
      return (
        <Line event={event} strong>
          {copy.quoteAccepted(event.version, event.by)}
        </Line>
      );
    case "quote-declined":
      return (
        <Line event={event} strong>
          {copy.quoteDeclined(event.version)}
          {event.reason ? ` ${copy.declineReason(event.reason)}` : null}
        </Line>
      );
    case "project-created":
      return <Line event={event}>{copy.projectCreated(event.projectName)}</Line>;
    case "project-step":
      return (
        <Line event={event}>
          {copy.projectStep(stepLabel(event.from), stepLabel(event.to), event.by)}
        </Line>
      );
    case "project-message":
      return (
        <Card event={event} title={copy.messageFrom[event.author]} tone={event.author}>
          <p className="whitespace-pre-wrap">{event.body}</p>
          <AttachmentList className="mt-3" files={event.files} downloadLabel={copy.download} />
        </Card>
      );
    case "round":
      return (
        <Line event={event}>
          {copy.round(event.number, event.images)} ·{" "}
          <a
            href={`/admin/kundeprosjekter/${event.projectId}?runde=${event.number}#tilbakemeldinger-tittel`}
            className="text-primary underline"
          >
            {copy.openRound(event.number)}
          </a>
        </Line>
      );
    case "pin-comment":
      return (
        <Card
          event={event}
          title={copy.pinComment(event.author, event.pin, event.image, event.round)}
          tone={event.author}
        >
          <p className="whitespace-pre-wrap">{event.body}</p>
        </Card>
      );
    case "approval":
      return (
        <Line event={event} strong>
          {copy.approval(event.round, event.by)}
        </Line>
      );
    case "delivery":
      return (
        <Card event={event} title={copy.delivery} tone="staff">
          <AttachmentList files={event.files} downloadLabel={copy.download} />
        </Card>
      );
  }
}

const tones = {
  customer: "bg-background sm:mr-12",
  staff: "bg-card sm:ml-12",
  note: "border-dashed",
} as const;

/** Something said: a mail-like card with who and when above it. */
function Card({
  event,
  title,
  tone,
  children,
}: {
  event: TimelineEvent;
  title: string;
  tone: keyof typeof tones;
  children: ReactNode;
}) {
  return (
    <article className={cn("rounded-md border p-4", tones[tone])}>
      <header className="mb-2 text-sm text-muted-foreground">
        <strong className="text-foreground">{title}</strong> ·{" "}
        <time dateTime={event.iso}>{event.at}</time>
      </header>
      {children}
    </article>
  );
}

/** Something that happened: one line with its time. */
function Line({
  event,
  strong = false,
  children,
}: {
  event: TimelineEvent;
  strong?: boolean;
  children: ReactNode;
}) {
  return (
    <p className={cn("text-sm", strong ? "font-medium" : "text-muted-foreground")}>
      <time dateTime={event.iso} className="text-muted-foreground">
        {event.at}
      </time>{" "}
      {children}
    </p>
  );
}
