export { newsletterSchema, roleValues } from "./newsletter-schema";
export { campaignSchema } from "./campaign-schema";
