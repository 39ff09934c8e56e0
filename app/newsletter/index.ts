import type { Toast } from "~/toast";

export { newsletterSchema } from "./newsletter-schema";
export { campaignSchema } from "./campaign-schema";
export { newsletterCopy, subscriberRoles } from "./copy/newsletter";
export {
  campaignCopy,
  campaignReviewCopy,
  subscriberRoleLabels,
  subscribersCopy,
} from "./copy/newsletter-admin";
export { NewsletterForm } from "./ui/newsletter-form";

/** What /nyhetsbrev answers the signup posted in place with. */
export interface NewsletterAnswer {
  ok: boolean;
  toast: Toast;
}
