import type { SubmissionResult } from "@conform-to/react";
import type { Toast } from "~/toast";

export { campaignSchema } from "./campaign-schema";
export { newsletterCopy, subscriberRoles } from "./copy/newsletter";
export {
  recipients,
  campaignCopy,
  campaignReviewCopy,
  sentIssueCopy,
  subscriberRoleLabels,
  subscribersCopy,
} from "./copy/newsletter-admin";
export { MailPreview } from "./ui/mail-preview";
export { NewsletterForm } from "./ui/newsletter-form";
export { NewsletterPage } from "./ui/newsletter-page";

/** What /nyhetsbrev answers a signup with, in place (JavaScript) or as its page (without). */
export interface NewsletterAnswer {
  ok: boolean;
  /** The spec's toasts: welcome, missing information, failure. */
  toast?: Toast;
  /** Conform's reply to a refused signup: what was typed, and each field's message. */
  result?: SubmissionResult<string[]>;
  /** Why the whole form was refused (a limit, a stale page), shown beside the button. */
  formError?: string;
  /** The serve-time token a refused form is sent again with. */
  formToken?: string;
}
