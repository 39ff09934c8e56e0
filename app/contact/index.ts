export { contactSchema } from "./contact-schema";
