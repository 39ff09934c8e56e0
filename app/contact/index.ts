export { contactFormCopy, contactPageCopy } from "./copy";
export { ContactCards } from "./ui/contact-cards";
export { ContactForm } from "./ui/contact-form";
