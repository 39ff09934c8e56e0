export { newsletterSchema, roleValues } from "./newsletter-schema";
