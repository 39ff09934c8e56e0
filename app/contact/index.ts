export { contactFormCopy, contactPageCopy } from "./copy/contact";
export { deliveryStatusLabels, enquiriesCopy } from "./copy/enquiries-admin";
export { ContactCards } from "./ui/contact-cards";
export { ContactForm } from "./ui/contact-form";
