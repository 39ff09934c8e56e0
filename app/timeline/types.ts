import type { EnquiryStage, ThreadMessage } from "~/contact";
import type { AttachmentLink } from "~/components/ui/attachment-list";

type MailDelivery = { status: string; lastError: string | null };

/** What happened, one kind per row of the enquiry's or project's own records (decision 330). */
export type TimelineEventBody =
  | { kind: "enquiry"; name: string; email: string; text: string; files: AttachmentLink[] }
  | { kind: "mail"; mail: ThreadMessage; attachmentBase: string }
  | { kind: "note"; body: string; by: string }
  | {
      kind: "stage";
      from: EnquiryStage | null;
      to: EnquiryStage;
      reason: string | null;
      /** Null when the customer moved it by answering a quote. */
      by: string | null;
    }
  | {
      kind: "quote-sent";
      quoteId: string;
      version: number;
      total: string;
      by: string;
      /** The quote's mail in the outbox, when it went out in the enquiry's thread. */
      delivery: MailDelivery | null;
    }
  | { kind: "quote-opened"; quoteId: string; version: number }
  | { kind: "quote-accepted"; quoteId: string; version: number; by: string }
  | { kind: "quote-declined"; quoteId: string; version: number; reason: string | null }
  | { kind: "project-created"; projectId: string; projectName: string }
  | {
      kind: "project-step";
      /** Steps as stored (`oppstart`, …); the view names them. */
      from: string;
      to: string;
      /** Null when the customer moved it by approving a round. */
      by: string | null;
    }
  | {
      kind: "project-message";
      author: "customer" | "staff";
      body: string;
      files: AttachmentLink[];
    }
  | { kind: "round"; projectId: string; number: number; images: number }
  | {
      kind: "pin-comment";
      round: number;
      image: string;
      pin: number;
      author: "customer" | "staff";
      body: string;
    }
  | { kind: "approval"; round: number; by: string }
  | { kind: "delivery"; files: AttachmentLink[] };

/** One event as the timeline draws it: `at` written out, `iso` for the <time> element. */
export type TimelineEvent = TimelineEventBody & { id: string; at: string; iso: string };
