export {
  getService,
  isServiceSlug,
  propertyVisualisation,
  type Service,
  services,
  servicesOverview,
} from "./copy";
export { faq } from "./copy/faq";
export { getServicePage, propertyVisualisationPage } from "./copy/pages";
export { ContactCallToAction } from "./ui/contact-call-to-action";
export { FaqList } from "./ui/faq-list";
export { ServiceCard } from "./ui/service-card";
export { ServiceDetailPage, serviceMeta } from "./ui/service-detail-page";
export { ServiceIcon } from "./ui/service-icon";
export { ServicePage } from "./ui/service-page";
