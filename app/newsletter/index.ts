export { newsletterSchema } from "./newsletter-schema";
export { campaignSchema } from "./campaign-schema";
