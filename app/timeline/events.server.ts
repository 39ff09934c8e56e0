import { formatDateTime, formatFileSize } from "~/format";
import { isThumbnailType, type AttachmentLink } from "~/components/ui/attachment-list";
import { asEnquiryStage, threadMessageView } from "~/contact/index.server";
import { formatKroner, quoteTotals } from "~/quotes";
import type { TimelineEvent, TimelineEventBody } from "./types";

type StoredFile = { id: string; originalName: string; size: number; contentType: string };
type StoredMail = Parameters<typeof threadMessageView>[0] & { quoteId: string | null };

type QuoteRows = {
  id: string;
  version: number;
  sentBy: string;
  status: string;
  createdAt: Date;
  openedAt: Date | null;
  decidedAt: Date | null;
  acceptedBy: string | null;
  declineReason: string | null;
  lines: { quantity: number; unitPriceOre: number }[];
};

/** An enquiry's rows, as timelineOf reads them. */
export type EnquiryRows = {
  id: string;
  name: string;
  email: string;
  message: string;
  createdAt: Date;
  attachments: StoredFile[];
  stages: {
    id: string;
    fromStage: string | null;
    stage: string;
    reason: string | null;
    staffEmail: string | null;
    createdAt: Date;
  }[];
  notes: { id: string; body: string; staffEmail: string; createdAt: Date }[];
  messages: StoredMail[];
  quotes: QuoteRows[];
};

/** A customer project's rows, as timelineOf reads them. */
export type ProjectRows = {
  id: string;
  projectName: string;
  createdAt: Date;
  approvedAt: Date | null;
  approvedBy: string | null;
  approvedRound: number | null;
  messages: { id: string; author: string; body: string; createdAt: Date }[];
  stepChanges: {
    id: string;
    fromStep: string;
    step: string;
    staffEmail: string | null;
    createdAt: Date;
  }[];
  files: (StoredFile & { messageId: string | null; delivery: boolean; createdAt: Date })[];
  rounds: {
    id: string;
    number: number;
    createdAt: Date;
    images: {
      title: string;
      pins: {
        number: number;
        comments: { id: string; author: string; body: string; createdAt: Date }[];
      }[];
    }[];
  }[];
  quotes: QuoteRows[];
};

/** One event before it is placed: `first` pins the customer's first message to the top. */
type Entry = { id: string; at: Date; first?: boolean; body: TimelineEventBody };

const fileLink = (file: StoredFile, href: string): AttachmentLink => ({
  id: file.id,
  name: file.originalName,
  size: formatFileSize(file.size),
  href,
  image: isThumbnailType(file.contentType),
});

/**
 * A quote's own events: sent (with its thread mail's delivery, when it went as one), first
 * opened by the customer, and accepted or declined. Superseded is the next version's sending.
 */
function quoteEntries(quote: QuoteRows, mails: StoredMail[]): Entry[] {
  const mail = mails.find((candidate) => candidate.quoteId === quote.id);
  const about = { quoteId: quote.id, version: quote.version };
  const entries: Entry[] = [
    {
      id: `tilbud-${quote.id}`,
      at: quote.createdAt,
      body: {
        kind: "quote-sent",
        ...about,
        total: formatKroner(quoteTotals(quote.lines).total),
        by: quote.sentBy,
        delivery: mail?.outboxMessage ?? null,
      },
    },
  ];
  if (quote.openedAt)
    entries.push({
      id: `tilbud-apnet-${quote.id}`,
      at: quote.openedAt,
      body: { kind: "quote-opened", ...about },
    });
  if (quote.decidedAt && quote.status === "accepted")
    entries.push({
      id: `tilbud-svar-${quote.id}`,
      at: quote.decidedAt,
      body: { kind: "quote-accepted", ...about, by: quote.acceptedBy ?? "" },
    });
  if (quote.decidedAt && quote.status === "declined")
    entries.push({
      id: `tilbud-svar-${quote.id}`,
      at: quote.decidedAt,
      body: { kind: "quote-declined", ...about, reason: quote.declineReason || null },
    });
  return entries;
}

/**
 * Everything that happened in an enquiry: the customer's first message, the mails both ways,
 * notes, stage moves and its quotes. A quote's mail is its quote's "sent" event, not a mail
 * of its own (decision 330).
 */
export function enquiryEntries(enquiry: EnquiryRows): Entry[] {
  const base = `/admin/henvendelser/${enquiry.id}`;
  const quoteIds = new Set(enquiry.quotes.map((quote) => quote.id));
  return [
    {
      id: `henvendelse-${enquiry.id}`,
      at: enquiry.createdAt,
      first: true,
      body: {
        kind: "enquiry",
        name: enquiry.name,
        email: enquiry.email,
        text: enquiry.message,
        files: enquiry.attachments.map((file) => fileLink(file, `${base}/vedlegg/${file.id}`)),
      },
    },
    ...enquiry.messages
      .filter((mail) => !mail.quoteId || !quoteIds.has(mail.quoteId))
      .map((mail): Entry => ({
        id: `epost-${mail.id}`,
        at: mail.createdAt,
        body: { kind: "mail", mail: threadMessageView(mail), attachmentBase: base },
      })),
    ...enquiry.notes.map((note): Entry => ({
      id: `notat-${note.id}`,
      at: note.createdAt,
      body: { kind: "note", body: note.body, by: note.staffEmail },
    })),
    ...enquiry.quotes.flatMap((quote) => quoteEntries(quote, enquiry.messages)),
    ...enquiry.stages.map((change): Entry => ({
      id: `fase-${change.id}`,
      at: change.createdAt,
      body: {
        kind: "stage",
        from: change.fromStage ? asEnquiryStage(change.fromStage) : null,
        to: asEnquiryStage(change.stage),
        reason: change.reason,
        by: change.staffEmail,
      },
    })),
  ];
}

/** Final files uploaded within this long of the first are one delivery. */
const DELIVERY_GAP_MS = 10 * 60 * 1000;

function deliveryEntries(project: ProjectRows, link: (file: StoredFile) => AttachmentLink) {
  const entries: (Entry & { body: { kind: "delivery" } })[] = [];
  const delivered = project.files
    .filter((file) => file.delivery)
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  for (const file of delivered) {
    const last = entries.at(-1);
    if (last && file.createdAt.getTime() - last.at.getTime() <= DELIVERY_GAP_MS)
      last.body.files.push(link(file));
    else
      entries.push({
        id: `levering-${file.id}`,
        at: file.createdAt,
        body: { kind: "delivery", files: [link(file)] },
      });
  }
  return entries;
}

const author = (value: string) => (value === "staff" ? "staff" : "customer");

/**
 * Everything that happened in a customer project: its making, staff's moves between steps,
 * messages both ways with their files, rounds, comments on pins, the approval, deliveries and
 * its quotes.
 */
export function projectEntries(project: ProjectRows): Entry[] {
  const link = (file: StoredFile) =>
    fileLink(file, `/admin/kundeprosjekter/${project.id}/filer/${file.id}`);
  const entries: Entry[] = [
    {
      id: `prosjekt-${project.id}`,
      at: project.createdAt,
      body: { kind: "project-created", projectId: project.id, projectName: project.projectName },
    },
    ...project.messages.map((message): Entry => ({
      id: `melding-${message.id}`,
      at: message.createdAt,
      body: {
        kind: "project-message",
        author: author(message.author),
        body: message.body,
        files: project.files.filter((file) => file.messageId === message.id).map(link),
      },
    })),
    ...project.rounds.flatMap((round) => [
      {
        id: `runde-${round.id}`,
        at: round.createdAt,
        body: {
          kind: "round" as const,
          projectId: project.id,
          number: round.number,
          images: round.images.length,
        },
      },
      ...round.images.flatMap((image) =>
        image.pins.flatMap((pin) =>
          pin.comments.map((comment): Entry => ({
            id: `kommentar-${comment.id}`,
            at: comment.createdAt,
            body: {
              kind: "pin-comment",
              round: round.number,
              image: image.title,
              pin: pin.number,
              author: author(comment.author),
              body: comment.body,
            },
          })),
        ),
      ),
    ]),
    ...deliveryEntries(project, link),
    ...project.quotes.flatMap((quote) => quoteEntries(quote, [])),
  ];
  if (project.approvedAt)
    entries.push({
      id: `godkjent-${project.id}`,
      at: project.approvedAt,
      body: { kind: "approval", round: project.approvedRound ?? 0, by: project.approvedBy ?? "" },
    });
  // Gathered last, so a move made by a round or an approval in the same instant follows it.
  for (const change of project.stepChanges)
    entries.push({
      id: `prosjektfase-${change.id}`,
      at: change.createdAt,
      body: { kind: "project-step", from: change.fromStep, to: change.step, by: change.staffEmail },
    });
  return entries;
}

/**
 * The events in the order they happened, oldest first and the newest at the bottom; the
 * customer's first message leads whatever its time (a mail made into an enquiry is older).
 * Events at the same instant keep the order they were gathered in: a mail or a quote before
 * the stage move it made in the same transaction.
 */
export function timelineOf(entries: Entry[]): TimelineEvent[] {
  return entries
    .map((entry, index) => ({ entry, index }))
    .sort(
      (a, b) =>
        Number(Boolean(b.entry.first)) - Number(Boolean(a.entry.first)) ||
        a.entry.at.getTime() - b.entry.at.getTime() ||
        a.index - b.index,
    )
    .map(({ entry }) => ({
      ...entry.body,
      id: entry.id,
      at: formatDateTime(entry.at),
      iso: entry.at.toISOString(),
    }));
}
