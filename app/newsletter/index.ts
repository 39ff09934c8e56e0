export { newsletterSchema, roleValues } from "./newsletter-schema";
export { newsletterCopy, subscriberRoles } from "./copy/newsletter";
export { campaignCopy } from "./copy/newsletter-admin";
export { NewsletterForm } from "./ui/newsletter-form";
